import type { EndpointName } from '@shop/shared-contracts';
import { REGISTERED_GATEWAY_IDS } from '../domain/paymentGateways';
import { requireUser, type RequestContext } from './context';
import type { StoreApiInputs } from './storeApiInputs';
import { WpError } from './wpError';

/**
 * The arguments WooCommerce registers for the Store API routes store-api answers (Routes/V1/*::get_args and
 * CheckoutSchema), checked as WordPress's REST server checks them before the route runs
 * (WP_REST_Request::has_valid_params, then sanitize_params):
 *
 * - a `required` argument that is absent (or null) is 400 `rest_missing_callback_param`; only checkout's
 *   `billing_address` is required: the cart routes require nothing, and answer a missing id, key or code
 *   themselves (an unknown product, line or coupon);
 * - an argument with a validate_callback (checkout's, from its schema) is validated: a `payment_method` that
 *   is no registered gateway is 400 `rest_invalid_param` (`rest_not_in_enum`);
 * - every argument present is sanitized: by its own sanitize_callback (add-item's `id`: absint), else by its
 *   type (rest_parse_request_arg), a value not of the type being 400 `rest_invalid_param` (`rest_invalid_type`).
 */
type ArgType = 'integer' | 'number' | 'string' | 'array' | 'object';

interface StoreApiArg {
  type: ArgType;
  required?: boolean;
  /** The argument's own sanitize_callback, used instead of its type's. */
  sanitize?: (value: unknown) => unknown;
  /** Checked by its validate_callback (rest_validate_request_arg): the values allowed. */
  enum?: () => readonly string[];
}

type Params = Record<string, unknown>;

/** PHP's is_numeric for what JSON, a form or a query can carry. */
const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value));

/** PHP's absint: the absolute value of the integer a value casts to (0 for text that is not a number). */
export function absint(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0 ? 1 : 0;
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? Math.abs(Math.trunc(number)) : 0;
}

/** The methods WooCommerce's cart item route (/cart/items/{key}) takes, as WordPress 6.7+ names them in a link's targetHints. */
export const CART_ITEM_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** WooCommerce's wc_stock_amount: a quantity as a whole number (intval, towards zero). */
export const stockAmount = (value: number) => Math.trunc(value);

const TYPE_CHECKS: Record<ArgType, (value: unknown) => boolean> = {
  integer: (value) => isNumeric(value) && Number.isInteger(Number(value)),
  number: isNumeric,
  string: (value) => typeof value === 'string',
  array: Array.isArray,
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
};

const SANITIZE_BY_TYPE: Record<ArgType, (value: unknown) => unknown> = {
  integer: (value) => Math.trunc(Number(value)),
  number: (value) => Number(value),
  string: (value) => value,
  array: (value) => value,
  object: (value) => value,
};

/** wp_sprintf_l: "a", "a and b", "a, b, and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

interface Invalid {
  message: string;
  detail: { code: string; message: string; data: unknown };
}

const invalidParams = (invalid: Record<string, Invalid>) =>
  new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(invalid).join(', ')}`, {
    params: Object.fromEntries(Object.entries(invalid).map(([name, { message }]) => [name, message])),
    details: Object.fromEntries(Object.entries(invalid).map(([name, { detail }]) => [name, detail])),
  });

/** The params after WordPress's checks of `args`: sanitized, or a 400 in WordPress's words. */
export function checkStoreApiArgs(args: Readonly<Record<string, StoreApiArg>>, params: Params): Params {
  const missing = Object.entries(args)
    .filter(([name, arg]) => arg.required && (params[name] === undefined || params[name] === null))
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, { params: missing });
  }
  const notAllowed: Record<string, Invalid> = {};
  for (const [name, arg] of Object.entries(args)) {
    const value = params[name];
    if (value === undefined || !arg.enum) continue;
    const allowed = arg.enum();
    if (typeof value === 'string' && allowed.includes(value)) continue;
    const message = `${name} is not one of ${listOf(allowed)}.`;
    notAllowed[name] = { message, detail: { code: 'rest_not_in_enum', message, data: null } };
  }
  if (Object.keys(notAllowed).length > 0) throw invalidParams(notAllowed);

  const sanitized: Params = { ...params };
  const wrongType: Record<string, Invalid> = {};
  for (const [name, arg] of Object.entries(args)) {
    if (!(name in params)) continue;
    const value = params[name];
    if (arg.sanitize) {
      sanitized[name] = arg.sanitize(value);
    } else if (TYPE_CHECKS[arg.type](value)) {
      sanitized[name] = SANITIZE_BY_TYPE[arg.type](value);
    } else {
      const message = `${name} is not of type ${arg.type}.`;
      wrongType[name] = { message, detail: { code: 'rest_invalid_type', message, data: { param: name } } };
    }
  }
  if (Object.keys(wrongType).length > 0) throw invalidParams(wrongType);
  return sanitized;
}

/** A number a value names, or null (the plugin reads the qualifying answer with is_numeric). */
const numberOrNull = (value: unknown) => (isNumeric(value) ? Number(value) : null);
const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');

interface StoreApiRoute<K extends EndpointName> {
  /** A refusal made before the arguments are looked at (the companion plugin's rest_pre_dispatch). */
  beforeArgs?: (context: RequestContext) => void;
  args: Readonly<Record<string, StoreApiArg>>;
  /** The handler's input from the checked params; without it the contract's request schema parses them. */
  input?: (params: Params) => K extends keyof StoreApiInputs ? StoreApiInputs[K] : never;
}

export const STORE_API_ROUTES: { [K in EndpointName]?: StoreApiRoute<K> } = {
  cartAddItem: {
    args: { id: { type: 'integer', sanitize: absint }, quantity: { type: 'number' }, variation: { type: 'array' } },
    input: (params) => ({
      id: params.id === undefined || params.id === null ? null : Number(params.id),
      quantity: typeof params.quantity === 'number' ? params.quantity : null,
      answer: numberOrNull(params.answer),
    }),
  },
  cartUpdateItem: {
    args: { key: { type: 'string' }, quantity: { type: 'number' } },
    input: (params) => ({ key: textOrEmpty(params.key), quantity: typeof params.quantity === 'number' ? params.quantity : null }),
  },
  cartRemoveItem: { args: { key: { type: 'string' } }, input: (params) => ({ key: textOrEmpty(params.key) }) },
  cartApplyCoupon: { args: { code: { type: 'string' } }, input: (params) => ({ code: textOrEmpty(params.code) }) },
  cartRemoveCoupon: { args: { code: { type: 'string' } }, input: (params) => ({ code: textOrEmpty(params.code) }) },
  checkout: {
    // The companion plugin refuses a guest's checkout before WordPress dispatches it (401, no session headers).
    beforeArgs: (context) => void requireUser(context),
    args: {
      billing_address: { type: 'object', required: true },
      shipping_address: { type: 'object' },
      customer_note: { type: 'string' },
      // CheckoutSchema's enum: '' and every registered gateway (enabled or not).
      payment_method: { type: 'string', enum: () => ['', ...REGISTERED_GATEWAY_IDS] },
      payment_data: { type: 'array' },
    },
  },
};
