import type { Cart, CartItem } from '@shop/shared-contracts';
import { cartItem } from '../testing/fixtures';
import { INITIAL_CART_STATE, cartReducer, type CartState } from './cartReducer';

const withItems = (items: CartItem[]): CartState => ({ ...INITIAL_CART_STATE, cartItems: items });

describe('cart reducer (its transitions)', () => {
  it('starts empty with no flags', () => {
    const blank = (value: unknown) => value === null || value === false || (Array.isArray(value) && value.length === 0);
    expect(Object.entries(INITIAL_CART_STATE).filter(([, value]) => !blank(value))).toEqual([]);
  });

  it('replaces all items', () => {
    const next = cartReducer(withItems([cartItem('a', 1, 1)]), { type: 'replaceItems', items: [cartItem('b', 2, 3), cartItem('c', 3, 1)] });
    expect(next.cartItems.map((item) => item.key)).toEqual(['b', 'c']);
  });

  it('replaces the whole cart with its coupons, payable total, errors and payment gateways, and ends a notice', () => {
    const error = { code: 'woocommerce_rest_product_out_of_stock', message: '&quot;Competition 2&quot; is out of stock and cannot be purchased.' };
    const cart: Cart = {
      items: [cartItem('b', 2, 3)],
      coupons: [{ code: 'TIGHTLINES5', discount_type: 'fixed_cart', totals: { total_discount: '100', currency_minor_unit: 2 } }],
      totals: { total_items: '300', total_discount: '100', total_price: '200', currency_code: 'GBP', currency_minor_unit: 2 },
      items_count: 3,
      errors: [error],
      payment_methods: ['angling_site_credit'],
    };
    const noticed = cartReducer(INITIAL_CART_STATE, { type: 'notice', notice: 'Your basket had expired.' });
    expect(noticed.notice).toBe('Your basket had expired.');
    const next = cartReducer(noticed, { type: 'replaceCart', cart });
    expect(next.cartItems).toHaveLength(1);
    expect(next.coupons.map((coupon) => coupon.code)).toEqual(['TIGHTLINES5']);
    expect(next.payable).toEqual({ minor: 200, minorUnit: 2 });
    expect(next.errors).toEqual([error]);
    expect(next.paymentMethods).toEqual(['angling_site_credit']);
    expect(next.notice).toBeNull();
  });

  it("sets a line's quantity and totals, leaving the others", () => {
    const state = withItems([cartItem('a', 1, 1), cartItem('b', 2, 1)]);
    const totals = { line_subtotal: '500', line_total: '500', currency_code: 'GBP', currency_symbol: '£', currency_minor_unit: 2 };
    const next = cartReducer(state, { type: 'setLine', key: 'b', quantity: 5, totals });
    expect(next.cartItems[1]).toMatchObject({ key: 'b', quantity: '5', totals });
    expect(next.cartItems[0]).toBe(state.cartItems[0]);
  });

  it('removes a line', () => {
    const next = cartReducer(withItems([cartItem('a', 1, 1), cartItem('b', 2, 1)]), { type: 'removeLine', key: 'a' });
    expect(next.cartItems.map((item) => item.key)).toEqual(['b']);
  });

  it('empties the cart', () => {
    expect(cartReducer(withItems([cartItem('a', 1, 1)]), { type: 'empty' }).cartItems).toEqual([]);
  });

  it.each(['isAdding', 'isUpdating', 'isDeleting'] as const)('flags %s on and off', (flag) => {
    const on = cartReducer(INITIAL_CART_STATE, { type: 'flag', flag, value: true });
    expect(on[flag]).toBe(true);
    expect(cartReducer(on, { type: 'flag', flag, value: false })[flag]).toBe(false);
  });
});
