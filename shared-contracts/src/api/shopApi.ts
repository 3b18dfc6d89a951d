import type { Cart, CartItem } from '../entities/cart';
import type { Competition } from '../entities/competition';
import type { User } from '../entities/user';
import type { Coupon, OrderDetail } from '../entities/account';
import type { ChatMessage, SeoSettings, Settings, WinnerStats } from '../entities/site';
import type * as Req from './requests';
import type {
  CompetitionListResponse,
  DrawProofResponse,
  DrawResult,
  Faq,
  HowItWorks,
  LegalTab,
  OrdersResponse,
  PointsResponse,
  PurchasedCompetitionsResponse,
  SiteCreditResponse,
  SuccessResponse,
  Winner,
} from './schemas';

/**
 * The one typed client for every call (implemented by createApiClient). Every method resolves with the
 * checked answer or rejects with an ApiError: a failed call and a malformed answer take the same path.
 * Methods that need the signed-in user read the token from storage themselves (spec: token in bodies).
 */
export interface ShopApi {
  // Site
  getSeoSettings(): Promise<SeoSettings | null>;
  getSettings(): Promise<Settings>;
  getWinnerStats(): Promise<WinnerStats>;
  getHowItWorks(): Promise<HowItWorks>;
  getFaqs(): Promise<Faq[]>;
  getLegalTerms(): Promise<LegalTab[]>;
  contact(request: Req.ContactRequest): Promise<SuccessResponse>;
  /** Community chat: a signed-in customer's message (plain text, at most 500 characters). */
  postChatMessage(request: Req.ChatMessageRequest): Promise<SuccessResponse>;
  /** The room's latest messages, oldest first. */
  getChatHistory(): Promise<ChatMessage[]>;

  // Competitions
  listCompetitions(request: { category: string; page: number; limit?: number }): Promise<CompetitionListResponse>;
  listDrawnNext(request: { page: number; limit?: number }): Promise<CompetitionListResponse>;
  listFinishedSoldOut(request: { page: number; limit?: number }): Promise<CompetitionListResponse>;
  listFeatured(request: { page: number; limit?: number; category?: string }): Promise<CompetitionListResponse>;
  getCompetition(id: number): Promise<Competition>;
  getOtherCompetitions(request: { id: number; category: string; limit?: number }): Promise<Competition[]>;
  getDrawResults(request: { page: number; limit?: number }): Promise<{ data: DrawResult[]; total_pages: number }>;
  /** A main draw's proof: commitment, revealed seed, sorted sold tickets and the winning ticket. */
  getDrawProof(competitionId: number): Promise<DrawProofResponse>;
  getWinners(request: { page: number; limit?: number }): Promise<{ data: Winner[]; total_pages: number }>;

  // Store API cart (nonce and Cart-Token handled inside)
  /**
   * Add-to-cart step "Get or refresh the cart nonce": the stored nonce while younger than 11 hours; else '' when a
   * Cart-Token is stored (WooCommerce 9.3+ takes a write with the Cart-Token alone); else GET /cart, then its
   * nonce, or '' when it brought only a Cart-Token. false (logged) when that fetch fails or brings neither.
   */
  getNonce(): Promise<string | false>;
  getCart(): Promise<Cart>;
  getCartItems(): Promise<CartItem[]>;
  addItem(request: Req.AddItemRequest): Promise<Cart>;
  updateItem(request: Req.UpdateItemRequest): Promise<Cart>;
  removeItem(request: Req.RemoveItemRequest): Promise<Cart>;
  applyCoupon(code: string): Promise<Cart>;
  removeCoupon(code: string): Promise<Cart>;
  checkout(request: Req.CheckoutRequest): Promise<Req.CheckoutResponse>;

  // Auth (designed)
  checkAuth(): Promise<User>;
  login(request: Req.LoginRequest): Promise<User>;
  register(request: Req.RegisterRequest): Promise<User>;
  forgotPassword(request: Req.ForgotPasswordRequest): Promise<SuccessResponse>;
  resetPassword(request: Req.ResetPasswordRequest): Promise<SuccessResponse>;
  logout(): Promise<void>;
  loginAsUser(key: string): Promise<User>;

  // Account
  updateProfile(request: Req.ProfileUpdateRequest): Promise<{ success: boolean; error?: string; data?: User }>;
  getUserDetails(): Promise<User>;
  updateUserDetails(request: Req.BillingUpdateRequest): Promise<SuccessResponse>;
  saveBankDetails(request: Req.BankDetailsRequest): Promise<SuccessResponse>;
  /** The saved bank details, the account number masked to its last four digits; null when none are saved. */
  getSavedBankDetails(): Promise<{ account_number_last4: string; sort_code: string } | null>;
  getPoints(request: { offset?: number; limit?: number }): Promise<PointsResponse>;
  getCoupons(): Promise<Coupon[]>;
  getSiteCredit(): Promise<SiteCreditResponse>;
  getOrders(request: { page: number; limit?: number }): Promise<OrdersResponse>;
  getOrderDetail(id: number): Promise<OrderDetail>;
  getPurchasedCompetitions(): Promise<PurchasedCompetitionsResponse>;
  updateResponsibleGaming(request: Req.ResponsibleGamingRequest): Promise<User>;
  claimPrize(request: Req.ClaimPrizeRequest): Promise<SuccessResponse>;
}

/** Thrown by the client for an HTTP error, a network failure or a malformed answer. */
export interface ApiErrorShape {
  name: 'ApiError';
  message: string;
  /** HTTP status, or 0 for a network failure or a malformed answer. */
  status: number;
  /** WordPress error code when the server sent one, e.g. 'woocommerce_rest_missing_nonce'. */
  code: string;
  /** The server's error/message text when it sent one (error toasts show it). */
  serverMessage: string | null;
  /** The request parameters a 400 refused (the names in WordPress's `data.params`); absent from older clients. */
  refusedParams?: readonly string[];
  /**
   * The basket the site now holds, when the failure replaced it: a cart write refused for want of a nonce
   * (`woocommerce_rest_missing_nonce` / `_invalid_nonce`) carried a Cart-Token the site no longer knows, so the
   * client started a fresh session; this is its (empty) basket. Absent when that fetch failed too.
   */
  cart?: Cart;
}
