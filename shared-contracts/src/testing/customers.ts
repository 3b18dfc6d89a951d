/**
 * The demo shop's customers and the test card gateway's cards, as every test suite uses them (store-api's seed
 * and the WordPress demo import both hold these customers).
 */
export const DEMO_CUSTOMER = { username: 'demo@anglingprizes.test', password: 'TightLines!2024' } as const;
export const SECOND_CUSTOMER = { username: 'second@anglingprizes.test', password: 'BigCommon!2025' } as const;

/** The demo customer's billing address, as a checkout sends it. */
export const DEMO_BILLING = {
  first_name: 'Danny',
  last_name: 'Fairbrass',
  address_1: '12 Lakeside Cottages',
  address_2: 'Mill Lane',
  city: 'Maidstone',
  state: 'Kent',
  postcode: 'ME15 6AA',
  country: 'GB',
  email: 'demo@anglingprizes.test',
} as const;

/** The test card gateway: the first card pays, the second is declined. */
export const TEST_CARDS = { paying: '4242424242424242', declined: '4000000000000002' } as const;

/** A checkout's `payment_data` for the test card gateway with this card. */
export const cardPaymentData = (card: string): { key: string; value: string }[] => [{ key: 'card_number', value: card }];
