import { ApiError } from '@shop/shared-contracts';
import { decodeEntities } from './failureMessage';
import { PLUGIN_CODES, STORE_API_SENTENCES, storeApiMessage } from './storeApiMessages';

const GENERAL = 'Sorry, we could not do that just now. Please try again.';
const refusal = (code: string, serverMessage: string | null = 'What the site said &quot;here&quot;.') =>
  new ApiError(`call: HTTP 400 ${serverMessage ?? ''}`, 400, code, serverMessage);

/** Every code a WooCommerce Store API answers the cart and checkout calls with, and the sentence the customer reads. */
const SENTENCES: [string, string][] = [
  ['woocommerce_rest_cart_invalid_key', 'That line had already gone from your basket. Your basket now shows what is in it.'],
  ['woocommerce_rest_cart_invalid_product', 'Sorry, that competition is no longer available. Please choose another one.'],
  ['woocommerce_rest_product_not_purchasable', 'Sorry, this competition is not open for entries. If it is in your basket, please remove it to check out.'],
  ['woocommerce_rest_product_out_of_stock', 'Sorry, this competition has sold out. If it is in your basket, please remove it to check out.'],
  ['woocommerce_rest_product_partially_out_of_stock', 'Sorry, there are not enough tickets left for that many. Please choose fewer tickets.'],
  ['woocommerce_product_out_of_stock', 'Sorry, this competition has sold out. If it is in your basket, please remove it to check out.'],
  ['woocommerce_product_not_enough_stock', 'Sorry, there are not enough tickets left for that many. Please choose fewer tickets.'],
  ['woocommerce_rest_product_invalid_quantity', 'Please choose at least 1 ticket.'],
  ['invalid_quantity', 'You cannot have that many tickets for this competition. Please choose fewer.'],
  ['readonly_quantity', 'The number of tickets for this competition cannot be changed. You can remove it from your basket instead.'],
  ['woocommerce_rest_missing_variation_data', 'Sorry, this competition could not be added to your basket. Please reload the page and try again.'],
  ['woocommerce_rest_invalid_variation_data', 'Sorry, this competition could not be added to your basket. Please reload the page and try again.'],
  ['woocommerce_rest_variation_id_from_variation_data', 'Sorry, this competition could not be added to your basket. Please reload the page and try again.'],
  ['woocommerce_rest_cart_coupon_disabled', 'Coupons cannot be used at the moment. Please check out without one.'],
  ['woocommerce_rest_cart_empty', 'Your basket is empty, so there is nothing to pay for. Please add your tickets again.'],
  ['woocommerce_rest_checkout_missing_payment_method', 'Please choose how you would like to pay.'],
  ['woocommerce_rest_checkout_payment_method_disabled', 'That way of paying is not available for this order. Please choose another.'],
  ['woocommerce_rest_checkout_total_mismatch', 'Your order total has changed. Please check your basket, then pay again.'],
  ['rest_missing_callback_param', 'Something we need was missing. Please check your details and try again.'],
  ['rest_invalid_param', 'Something you entered could not be accepted. Please check it and try again.'],
  ['woocommerce_rest_unknown_server_error', 'Sorry, something went wrong on our side. Please try again in a few minutes.'],
  ['woocommerce_rest_missing_nonce', "Your basket had expired, so we've started a new one. Please add your tickets again."],
  ['woocommerce_rest_invalid_nonce', "Your basket had expired, so we've started a new one. Please add your tickets again."],
  ['woocommerce_rest_missing_email_address', 'Please enter your email address.'],
  ['woocommerce_rest_invalid_email_address', 'Please enter a valid email address.'],
  ['woocommerce_rest_invalid_address_country', 'We can only take orders with a UK billing address. Please check your address.'],
  ['rest_not_logged_in', 'You are no longer signed in. Please sign in again, then pay.'],
];

/** Codes whose WooCommerce message is for the shopper: shown (decoded); the sentence when the answer had none. */
const SHOPPER_SENTENCES: [string, string][] = [
  ['woocommerce_rest_cart_coupon_error', 'That coupon cannot be used. Please check the code and try again.'],
  ['woocommerce_rest_checkout_process_payment_error', 'Your payment did not go through. Please check your details or choose another way to pay.'],
  ['woocommerce_rest_payment_error', 'Your payment did not go through. Please check your details or choose another way to pay.'],
  ['woocommerce_rest_invalid_address', 'There is a problem with your billing address. Please check it and try again.'],
];

describe('storeApiMessage: one sentence per Store API error code', () => {
  it('the table holds exactly these codes', () => {
    expect(Object.keys(STORE_API_SENTENCES).sort()).toEqual([...SENTENCES, ...SHOPPER_SENTENCES].map(([code]) => code).sort());
  });

  it.each(SENTENCES)("%s: the customer's sentence, whatever the site's message said", (code, sentence) => {
    expect(storeApiMessage(refusal(code), GENERAL)).toBe(sentence);
    expect(storeApiMessage(refusal(code, null), GENERAL)).toBe(sentence);
  });

  it.each(SHOPPER_SENTENCES)("%s: WooCommerce's own message, decoded; the sentence when there is none", (code, sentence) => {
    expect(storeApiMessage(refusal(code, 'Coupon &quot;SPRING&quot; has expired.'), GENERAL)).toBe('Coupon "SPRING" has expired.');
    expect(storeApiMessage(refusal(code, null), GENERAL)).toBe(sentence);
    expect(storeApiMessage(refusal(code, '  '), GENERAL)).toBe(sentence);
  });

  it("the companion plugin's own codes keep its message (the general message when it sent none)", () => {
    expect([...PLUGIN_CODES].sort()).toEqual([
      'account_locked',
      'angling_checkout_busy',
      'angling_competition_busy',
      'competition_incorrect_answer',
      'competition_max_tickets',
      'spending_limit_reached',
    ]);
    const stillPlacing = 'Your order is still being placed. Nothing more was taken: please check your orders in a moment before paying again.';
    expect(storeApiMessage(refusal('angling_checkout_busy', stillPlacing), GENERAL)).toBe(stillPlacing);
    for (const code of PLUGIN_CODES) {
      expect(storeApiMessage(refusal(code, 'You already have the maximum number of tickets for this competition'), GENERAL)).toBe(
        'You already have the maximum number of tickets for this competition',
      );
      expect(storeApiMessage(refusal(code, null), GENERAL)).toBe(GENERAL);
    }
  });

  it("an unknown code, no code (a proxy's 502), a network failure or something else thrown: the flow's general message", () => {
    expect(storeApiMessage(refusal('another_plugins_code', 'Computer says no.'), GENERAL)).toBe(GENERAL);
    expect(storeApiMessage(refusal('constructor'), GENERAL)).toBe(GENERAL);
    expect(storeApiMessage(new ApiError('x: HTTP 502', 502, '', 'Bad Gateway'), GENERAL)).toBe(GENERAL);
    expect(storeApiMessage(new ApiError('x: network error', 0, 'network_error', null), GENERAL)).toBe(GENERAL);
    expect(storeApiMessage(new Error('boom'), GENERAL)).toBe(GENERAL);
  });
});

describe('decodeEntities: WordPress messages as text', () => {
  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('&quot;Kaizen&quot; &amp; co&#8217;s &#x2014; &lt;b&gt; &#039;x&#39; &bogus; &#0;')).toBe('"Kaizen" & co’s — <b> \'x\' &bogus; &#0;');
  });
});
