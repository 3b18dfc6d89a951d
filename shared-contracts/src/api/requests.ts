import type { EndpointInput } from './endpoints';

/**
 * Request types of the calls whose callers build a body, derived from the endpoint table's request
 * schemas (one definition for client and store-api). The client adds `token` itself where it belongs (never in
 * a Store API body: there the customer is the bearer), and the Store API session from its storage.
 */
type WithoutSession<T> = Omit<T, 'token' | 'nonce' | 'cart_header'>;

export type ContactRequest = EndpointInput<'contact'>;
export type ChatMessageRequest = WithoutSession<EndpointInput<'communityChat'>>;
export type AddItemRequest = WithoutSession<EndpointInput<'cartAddItem'>> & { nonce?: string };
export type UpdateItemRequest = WithoutSession<EndpointInput<'cartUpdateItem'>>;
export type RemoveItemRequest = WithoutSession<EndpointInput<'cartRemoveItem'>>;
export type CheckoutRequest = WithoutSession<EndpointInput<'checkout'>>;
export type StoreAddress = CheckoutRequest['billing_address'];
export type LoginRequest = EndpointInput<'login'>;
export type RegisterRequest = EndpointInput<'register'>;
export type ForgotPasswordRequest = EndpointInput<'forgotPassword'>;
export type ResetPasswordRequest = EndpointInput<'resetPassword'>;
export type ProfileUpdateRequest = WithoutSession<EndpointInput<'updateProfile'>>;
export type BillingUpdateRequest = WithoutSession<EndpointInput<'updateUserDetails'>>;
export type BankDetailsRequest = WithoutSession<EndpointInput<'bankDetails'>>;
export type ResponsibleGamingRequest = WithoutSession<EndpointInput<'responsibleGaming'>>;
export type ClaimPrizeRequest = WithoutSession<EndpointInput<'claimPrize'>>;
export type { CheckoutResponse, PaymentMethod } from './contract/cart';
