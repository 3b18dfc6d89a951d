import type { Cart, CartItem, CartLineTotals } from '@shop/shared-contracts';

export type CartCoupon = Cart['coupons'][number];
export type CartError = Cart['errors'][number];

/**
 * The cart's client state, plus what the last full cart answer said besides its lines
 * (coupons, order total, errors, payment gateways), and a notice about the basket as a whole.
 */
export interface CartState {
  cartItems: CartItem[];
  isAdding: boolean;
  isUpdating: boolean;
  isDeleting: boolean;
  coupons: CartCoupon[];
  /** What checkout charges, in minor units with its minor unit (after coupons); null until a full cart answer. */
  payable: { minor: number; minorUnit: number } | null;
  /** WooCommerce's `errors[]`: lines that can no longer be bought as they are. */
  errors: CartError[];
  /** WooCommerce's `payment_methods`: the gateway ids the site takes for this cart ([] when it did not say). */
  paymentMethods: string[];
  /** What the basket and checkout pages say about the basket until its next answer (it had expired and was replaced). */
  notice: string | null;
}

export const INITIAL_CART_STATE: CartState = {
  cartItems: [],
  isAdding: false,
  isUpdating: false,
  isDeleting: false,
  coupons: [],
  payable: null,
  errors: [],
  paymentMethods: [],
  notice: null,
};

export type CartFlag = 'isAdding' | 'isUpdating' | 'isDeleting';

/** The cart's named transitions, and one for a full cart answer (items, coupons, total). */
export type CartAction =
  | { type: 'replaceItems'; items: CartItem[] }
  | { type: 'replaceCart'; cart: Cart }
  | { type: 'setLine'; key: string; quantity: number; totals?: CartLineTotals }
  | { type: 'removeLine'; key: string }
  | { type: 'empty' }
  | { type: 'flag'; flag: CartFlag; value: boolean }
  | { type: 'notice'; notice: string | null };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'replaceItems':
      return { ...state, cartItems: [...action.items], payable: null };
    case 'replaceCart':
      return {
        ...state,
        cartItems: [...action.cart.items],
        coupons: [...action.cart.coupons],
        payable: { minor: Number(action.cart.totals.total_price), minorUnit: action.cart.totals.currency_minor_unit },
        errors: [...action.cart.errors],
        paymentMethods: [...action.cart.payment_methods],
        notice: null,
      };
    case 'setLine':
      return {
        ...state,
        payable: null,
        cartItems: state.cartItems.map((item) =>
          item.key === action.key ? { ...item, quantity: String(action.quantity), ...(action.totals ? { totals: action.totals } : {}) } : item,
        ),
      };
    case 'removeLine':
      return { ...state, payable: null, cartItems: state.cartItems.filter((item) => item.key !== action.key) };
    case 'empty':
      return { ...state, cartItems: [], coupons: [], payable: null, errors: [] };
    case 'flag':
      return state[action.flag] === action.value ? state : { ...state, [action.flag]: action.value };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}
