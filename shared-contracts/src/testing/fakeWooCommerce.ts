import { CART_EXTENSION_NAMESPACE, STORE_API_GBP, type CartCompetition } from '../entities/cart';
import { wooCommerceCart, wooCommerceCartItem } from './wooCommerceCart';

/** A competition as the site sells it: a WooCommerce product whose cart line is capped at `maximum` tickets. */
export interface FakeProduct {
  id: number;
  name: string;
  pence: number;
  maximum: number;
  /** What the companion plugin adds to the product's cart line under its namespace. */
  competition: CartCompetition;
}

/** A request as the site received it. */
export interface ReceivedRequest {
  method: string;
  route: string;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

interface Session {
  nonce: string;
  lines: { key: string; productId: number; quantity: number }[];
}

const error = (status: number, code: string, message: string, data: Record<string, unknown> = {}) => ({ code, message, data: { status, ...data } });

/**
 * The Store API of a stock WooCommerce 9.3+ as a page on another origin meets it, for tests in every package:
 * - every answer, success or error, carries the session's Cart-Token; CORS lets the page read no Nonce
 *   (`exposeNonce`: a site whose plugin exposes it, `Nonce` then comes too);
 * - a GET with no Cart-Token, or one the site does not know, starts a fresh, empty session;
 * - a write needs a Cart-Token the site knows, or that session's nonce: none is 401
 *   `woocommerce_rest_missing_nonce`, another 403 `woocommerce_rest_invalid_nonce`;
 * - add-item caps a new line at the product's `quantity_limits.maximum` (201); adding to a line past it is 400
 *   `invalid_quantity`; an unknown line key is 409 `woocommerce_rest_cart_invalid_key` with the cart.
 * `forgetSessions()` is the site's session store expiring every Cart-Token it issued.
 */
export function fakeWooCommerce(products: readonly FakeProduct[], options: { exposeNonce?: boolean } = {}) {
  const sessions = new Map<string, Session>();
  const received: ReceivedRequest[] = [];
  let issued = 0;

  const lineOf = (line: Session['lines'][number]) => {
    const product = products.find((candidate) => candidate.id === line.productId)!;
    const money = String(line.quantity * product.pence);
    return wooCommerceCartItem({
      key: line.key,
      id: product.id,
      name: product.name,
      quantity: line.quantity,
      quantity_limits: { minimum: 1, maximum: product.maximum, multiple_of: 1, editable: true },
      totals: { line_subtotal: money, line_subtotal_tax: '0', line_total: money, line_total_tax: '0', ...STORE_API_GBP },
      extensions: { [CART_EXTENSION_NAMESPACE]: { competition: product.competition } },
    });
  };
  const cartOf = (session: Session) => {
    const items = session.lines.map(lineOf);
    const total = String(items.reduce((sum, item) => sum + Number(item.totals.line_total), 0));
    const base = wooCommerceCart(items);
    return {
      ...base,
      totals: { ...base.totals, total_items: total, total_price: total },
      items_count: session.lines.reduce((sum, line) => sum + line.quantity, 0),
      payment_methods: ['angling_site_credit', 'angling_test_card'],
    };
  };

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const route = new URL(String(input)).searchParams.get('rest_route') ?? '';
    const headers = new Headers(init.headers);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    received.push({ method, route, headers, body });

    const sentToken = headers.get('Cart-Token');
    const known = sentToken !== null && sessions.has(sentToken);
    const token = known ? sentToken : `cart-token-${++issued}`;
    if (!known) sessions.set(token, { nonce: `nonce-${issued}`, lines: [] });
    const session = sessions.get(token)!;
    const answer = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'Cart-Token': token, ...(options.exposeNonce ? { Nonce: session.nonce } : {}) } });

    if (method !== 'GET' && !known) {
      const nonce = headers.get('Nonce');
      if (!nonce) return answer(401, error(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.'));
      if (nonce !== session.nonce) return answer(403, error(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.'));
    }
    const line = session.lines.find((candidate) => candidate.key === body?.key);
    switch (`${method} ${route}`) {
      case 'GET /wc/store/v1/cart':
        return answer(200, cartOf(session));
      case 'GET /wc/store/v1/cart/items':
        return answer(200, cartOf(session).items);
      case 'POST /wc/store/v1/cart/add-item': {
        const product = products.find((candidate) => candidate.id === body?.id);
        if (!product) return answer(400, error(400, 'woocommerce_rest_cart_invalid_product', `Product with ID &quot;${String(body?.id)}&quot; was not found.`));
        const wanted = Number(body?.quantity ?? 1);
        const existing = session.lines.find((candidate) => candidate.productId === product.id);
        if (existing && existing.quantity + wanted > product.maximum) {
          return answer(400, error(400, 'invalid_quantity', `The maximum quantity of &quot;${product.name}&quot; allowed in the cart is ${product.maximum}`));
        }
        if (existing) existing.quantity += wanted;
        else session.lines.push({ key: `line-${product.id}`, productId: product.id, quantity: Math.min(wanted, product.maximum) });
        return answer(201, cartOf(session));
      }
      case 'POST /wc/store/v1/cart/update-item':
        if (!line) return answer(409, error(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.', { cart: cartOf(session) }));
        line.quantity = Number(body?.quantity);
        return answer(200, cartOf(session));
      case 'POST /wc/store/v1/cart/remove-item':
        if (!line) return answer(409, error(409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', { cart: cartOf(session) }));
        session.lines = session.lines.filter((candidate) => candidate !== line);
        return answer(200, cartOf(session));
      default:
        return answer(404, error(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
    }
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    received,
    /** Puts tickets in the basket of a session the site knows, as if added earlier; returns its Cart-Token. */
    sessionWith(lines: Session['lines']): string {
      const token = `cart-token-${++issued}`;
      sessions.set(token, { nonce: `nonce-${issued}`, lines: lines.map((entry) => ({ ...entry })) });
      return token;
    },
    forgetSessions: () => sessions.clear(),
  };
}
