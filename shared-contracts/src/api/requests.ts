import type { BillingUpdatePayload, ProfileUpdatePayload } from '../entities/user';

/** Request bodies of every call. `token` is the signed-in user's token ('' for a guest). */
export interface TokenRequest { token: string }
export interface PageRequest extends TokenRequest { page: number; limit?: number }

export interface SeoSettingsRequest { page: 'Home' }
export type ProfileUpdateRequest = ProfileUpdatePayload;
export type BillingUpdateRequest = BillingUpdatePayload;
/** Sent as query parameters of a GET, as the original does. */
export interface BankDetailsRequest extends TokenRequest { account_number: string; sort_code: string }
export interface PointsRequest extends TokenRequest { offset?: number; limit?: number }
export interface OrdersRequest extends TokenRequest { page: number; limit: number }
export interface OrderDetailRequest extends TokenRequest { id: number }

/** Designed: list of competitions in a category ('all' for every category), one page at a time. */
export interface CompetitionListRequest extends PageRequest { category: string }
export interface CompetitionDetailRequest extends TokenRequest { id: number }
export interface OtherCompetitionsRequest extends TokenRequest { id: number; category: string; limit?: number }

/** Store API add-item, with the spec's nonce and cart_header, and the qualifying answer (designed). */
export interface AddItemRequest {
  id: number;
  quantity: number;
  nonce?: string;
  cart_header?: string;
  /** The id of the chosen option when the competition has a qualifying question. */
  answer?: number;
}
export interface UpdateItemRequest { key: string; quantity: number }
export interface RemoveItemRequest { key: string }
export interface CouponCodeRequest { code: string }

export interface StoreAddress {
  first_name: string;
  last_name: string;
  company?: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone?: string;
  email?: string;
}

export type PaymentMethod = 'site_credit' | 'coupon' | 'test_card';

export interface CheckoutRequest {
  billing_address: StoreAddress & { email: string };
  shipping_address?: StoreAddress;
  customer_note?: string;
  payment_method: PaymentMethod;
  /** For test_card: [{key: 'card_number', value: '4242…'}]. */
  payment_data?: { key: string; value: string }[];
  /** The user's token: checkout is for signed-in customers only. */
  token: string;
}

export interface CheckoutResponse {
  order_id: number;
  status: string;
  order_key: string;
  order_number: string;
  customer_note: string;
  customer_id: number;
  payment_method: string;
  payment_result: {
    payment_status: 'success' | 'pending' | 'failure' | 'error';
    payment_details: { key: string; value: string }[];
    redirect_url: string;
  };
}

/** Designed sign-in calls. */
export interface LoginRequest { username: string; password: string }
export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** YYYY-MM-DD; customers must be 18 or over. */
  date_of_birth: string;
  phone?: string;
}
export interface ForgotPasswordRequest { email: string }
export interface ResetPasswordRequest { key: string; password: string; confirm_password: string }
export interface LoginAsUserRequest { key: string }
export interface ResponsibleGamingRequest extends TokenRequest {
  limit_duration: string;
  limit_value: number;
  lockout_period: string;
}
export interface ContactRequest { name: string; email: string; subject: string; message: string }
export interface ClaimPrizeRequest extends TokenRequest { ticket_number: number; competition_id: number; message?: string }
