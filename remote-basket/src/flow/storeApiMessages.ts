import { failureCode, failureMessage } from './failureMessage';

/** A Cart-Token the site no longer knows: the client started a new, empty basket. */
export const BASKET_EXPIRED_MESSAGE = "Your basket had expired, so we've started a new one. Please add your tickets again.";

const COULD_NOT_ADD = 'Sorry, this competition could not be added to your basket. Please reload the page and try again.';
const PAYMENT_FAILED = 'Your payment did not go through. Please check your details or choose another way to pay.';

/**
 * The customer's sentence for every error code a WooCommerce Store API answers the cart and checkout calls
 * with (the add flow, the basket page's actions, coupons and checkout). Messages of WooCommerce's own are
 * written for a shop of products and a "cart", so they are not shown as they are, except where noted below.
 */
export const STORE_API_SENTENCES: Readonly<Record<string, string>> = {
  woocommerce_rest_cart_invalid_key: 'That line had already gone from your basket. Your basket now shows what is in it.',
  woocommerce_rest_cart_invalid_product: 'Sorry, that competition is no longer available. Please choose another one.',
  woocommerce_rest_product_not_purchasable: 'Sorry, this competition is not open for entries. If it is in your basket, please remove it to check out.',
  woocommerce_rest_product_out_of_stock: 'Sorry, this competition has sold out. If it is in your basket, please remove it to check out.',
  woocommerce_rest_product_partially_out_of_stock: 'Sorry, there are not enough tickets left for that many. Please choose fewer tickets.',
  // WooCommerce's stock hold at checkout (ReserveStock), for a customer who loses the race for the last tickets
  // after the basket was checked: 403, with codes of their own (no "rest_"), which the Store API passes on.
  woocommerce_product_out_of_stock: 'Sorry, this competition has sold out. If it is in your basket, please remove it to check out.',
  woocommerce_product_not_enough_stock: 'Sorry, there are not enough tickets left for that many. Please choose fewer tickets.',
  woocommerce_rest_product_invalid_quantity: 'Please choose at least 1 ticket.',
  invalid_quantity: 'You cannot have that many tickets for this competition. Please choose fewer.',
  readonly_quantity: 'The number of tickets for this competition cannot be changed. You can remove it from your basket instead.',
  woocommerce_rest_missing_variation_data: COULD_NOT_ADD,
  woocommerce_rest_invalid_variation_data: COULD_NOT_ADD,
  woocommerce_rest_variation_id_from_variation_data: COULD_NOT_ADD,
  woocommerce_rest_cart_coupon_error: 'That coupon cannot be used. Please check the code and try again.',
  woocommerce_rest_cart_coupon_disabled: 'Coupons cannot be used at the moment. Please check out without one.',
  woocommerce_rest_cart_empty: 'Your basket is empty, so there is nothing to pay for. Please add your tickets again.',
  woocommerce_rest_checkout_missing_payment_method: 'Please choose how you would like to pay.',
  woocommerce_rest_checkout_payment_method_disabled: 'That way of paying is not available for this order. Please choose another.',
  woocommerce_rest_checkout_process_payment_error: PAYMENT_FAILED,
  woocommerce_rest_payment_error: PAYMENT_FAILED,
  woocommerce_rest_checkout_total_mismatch: 'Your order total has changed. Please check your basket, then pay again.',
  rest_missing_callback_param: 'Something we need was missing. Please check your details and try again.',
  rest_invalid_param: 'Something you entered could not be accepted. Please check it and try again.',
  woocommerce_rest_unknown_server_error: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
  woocommerce_rest_missing_nonce: BASKET_EXPIRED_MESSAGE,
  woocommerce_rest_invalid_nonce: BASKET_EXPIRED_MESSAGE,
  woocommerce_rest_missing_email_address: 'Please enter your email address.',
  woocommerce_rest_invalid_email_address: 'Please enter a valid email address.',
  woocommerce_rest_invalid_address: 'There is a problem with your billing address. Please check it and try again.',
  woocommerce_rest_invalid_address_country: 'We can only take orders with a UK billing address. Please check your address.',
  // WordPress's refusal of a guest's checkout (the companion plugin's sign-in rule).
  rest_not_logged_in: 'You are no longer signed in. Please sign in again, then pay.',
};

/**
 * Codes whose WooCommerce message is written for the shopper and says what only the site knows (why a coupon
 * does not apply, why a gateway refused, which address fields are missing): shown, decoded, with the sentence
 * above as the fallback.
 */
const SHOPPER_MESSAGE_CODES: ReadonlySet<string> = new Set([
  'woocommerce_rest_cart_coupon_error',
  'woocommerce_rest_checkout_process_payment_error',
  'woocommerce_rest_payment_error',
  'woocommerce_rest_invalid_address',
]);

/** The companion plugin's own refusals on the cart and checkout routes: its message is written for our customers. */
export const PLUGIN_CODES: ReadonlySet<string> = new Set([
  'account_locked',
  // Another checkout of the same competition held it too long (the plugin's CompetitionLock): try again.
  'angling_competition_busy',
  // The customer's earlier submission of the same checkout is still being placed (the plugin's CheckoutOnce).
  'angling_checkout_busy',
  'competition_incorrect_answer',
  'competition_max_tickets',
  'spending_limit_reached',
]);

/** Codes that mean the site no longer knew the basket's Cart-Token: the client started a fresh basket. */
export const BASKET_EXPIRED_CODES: ReadonlySet<string> = new Set(['woocommerce_rest_missing_nonce', 'woocommerce_rest_invalid_nonce']);

/**
 * What the customer reads when a Store API call failed: the sentence for its code, the server's message where
 * it is meant for them, else `fallback` (the flow's general message: an unknown code, no answer at all).
 */
export function storeApiMessage(error: unknown, fallback: string): string {
  const code = failureCode(error);
  if (PLUGIN_CODES.has(code)) return failureMessage(error, fallback);
  const sentence = Object.prototype.hasOwnProperty.call(STORE_API_SENTENCES, code) ? STORE_API_SENTENCES[code] : undefined;
  if (sentence === undefined) return fallback;
  return SHOPPER_MESSAGE_CODES.has(code) ? failureMessage(error, sentence) : sentence;
}
