import { CHECKOUT_MESSAGES, validateCheckout, type CheckoutForm } from './checkoutRules';
import { EMPTY_BILLING_FORM as EMPTY_BILLING } from './billing';
import { readLastOrder, saveLastOrder, type PlacedOrder } from '../order/lastOrder';

const filled = {
  firstName: 'Danny',
  lastName: 'Fairbrass',
  email: 'demo@anglingprizes.test',
  phone: '07700 900123',
  address1: '12',
  address2: 'Mill Lane',
  city: 'Maidstone',
  state: '',
  postcode: 'ME15 6AA',
};
const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  billing: filled,
  over18: true,
  acceptTerms: true,
  paymentMethod: 'site_credit',
  cardNumber: '',
  ...overrides,
});

describe('checkout form', () => {
  it('accepts a complete form (county optional)', () => {
    expect(validateCheckout(form())).toEqual({});
  });

  it('uses the billing messages and asks for both boxes', () => {
    expect(validateCheckout(form({ billing: EMPTY_BILLING, over18: false, acceptTerms: false }))).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email address is required.',
      phone: 'Phone No. is required.',
      address1: 'House Name/No. is required.',
      address2: 'Street Address is required.',
      city: 'Town/City is required.',
      postcode: 'Postcode is required.',
      over18: 'Please confirm you are 18 or over.',
      acceptTerms: 'Please accept the terms and competition rules.',
    });
    expect(validateCheckout(form({ billing: { ...filled, email: 'not-an-email' } })).email).toBe('Email address is invalid.');
  });

  it('needs a card number only for the card', () => {
    expect(validateCheckout(form({ paymentMethod: 'test_card', cardNumber: '  ' })).cardNumber).toBe(CHECKOUT_MESSAGES.cardRequired);
    expect(validateCheckout(form({ paymentMethod: 'test_card', cardNumber: '4242 4242 4242 4242' }))).toEqual({});
  });
});

describe('the order passed to the confirmation page', () => {
  const order: PlacedOrder = { orderId: 89, orderNumber: '89', total: 4.9, paymentMethod: 'site_credit', lines: [] };
  beforeEach(() => sessionStorage.clear());

  it('comes from router state first, else from sessionStorage after a reload', () => {
    saveLastOrder(order);
    expect(readLastOrder({ order: { ...order, orderId: 90 } })?.orderId).toBe(90);
    expect(readLastOrder(null)).toEqual(order);
  });

  it('is null when neither holds a readable order', () => {
    expect(readLastOrder(undefined)).toBeNull();
    sessionStorage.setItem('basket_last_order', '{broken');
    expect(readLastOrder(undefined)).toBeNull();
  });
});
