/**
 * What the WooCommerce conformance suite runs against: store-api, or a real WordPress + WooCommerce with the
 * companion plugin (scripts/wordpress/). Every test makes its calls over HTTP to `buildApiUrl(url, route)`,
 * `{url}/competition/index.php/wp-json/?rest_route=…`, the form the storefront uses and both answer; a target
 * only sets up what a test needs (competitions, coupons, customers), each its own way.
 *
 * CONFORMANCE_TARGET picks the targets: `store-api` (the default), `wordpress`, or `both`.
 */
export type TargetName = 'store-api' | 'wordpress';

export const TARGET_NAMES: readonly TargetName[] = ['store-api', 'wordpress'];

/**
 * Browser origins every target allows: the storefront's and another an admin listed (store-api allows
 * localhost and 127.0.0.1 on any port; the WordPress target is configured with these two).
 */
export const STOREFRONT_ORIGIN = 'http://localhost:3000';
export const OTHER_ALLOWED_ORIGIN = 'http://127.0.0.1:8080';

/** How long a target may take to start (a WordPress site is copied from a template, or installed once). */
export const TARGET_START_TIMEOUT_MS = 300_000;

export interface TestCompetitionOptions {
  /** The tickets on sale, none sold yet (the product's stock): 1000 unless said. */
  tickets?: number;
  /** The per-customer maximum: 100 unless said. */
  maxPerCustomer?: number;
  /** The ticket price in pounds: 0.99 unless said. */
  price?: number;
  /** An instant win on every ticket (the prize's title and value in pounds). */
  instantWin?: { title: string; prizeValue: number };
}

/** A competition the test made: its product id and title. */
export interface TestCompetition {
  id: number;
  title: string;
}

/** A customer signed in to the storefront: their user id and shop token (the Store API bearer). */
export interface TestCustomer {
  userId: number;
  token: string;
}

/** A notification the sandbox provider sent: its JSON body and its `X-Sandbox-Signature`. */
export interface SentNotification {
  body: Record<string, unknown>;
  signature: string;
}

export interface ConformanceTarget {
  readonly name: TargetName;
  /** The storefront's `apiHost` for this target: calls go to buildApiUrl(url, route). */
  readonly url: string;
  /** WordPress's REST root as rest_url() writes it (the `_links` of Store API answers are under it). */
  readonly restRoot: string;
  /** The checkout page: payment_result.redirect_url is its order-received endpoint. */
  readonly checkoutUrl: string;
  /** The operator's bearer (the endpoint table's `operator` calls: POST /api/v1/postal_entry). */
  readonly operatorToken: string;
  /** A fresh competition on sale (artwork, a draw a month ahead, no question). */
  addCompetition(options?: TestCompetitionOptions): Promise<TestCompetition>;
  /** Closes a competition (an admin sets its status to closed). */
  closeCompetition(id: number): Promise<void>;
  /** Leaves `left` tickets on sale (an admin changes the total). */
  setTicketsLeft(id: number, left: number): Promise<void>;
  /** The product's permalink, as the site writes it. */
  permalinkOf(id: number): Promise<string>;
  /** A coupon of `amountMinor` pence off the basket, for anyone. */
  addCoupon(coupon: { code: string; amountMinor: number; description: string }): Promise<void>;
  /** An admin switches a payment gateway on or off (WooCommerce → Settings → Payments). */
  setGatewayEnabled(id: string, enabled: boolean): Promise<void>;
  /** The sandbox hosted-payment gateway's notification endpoint (WooCommerce's callback URL on this target). */
  readonly sandboxNotifyUrl: string;
  /** What the sandbox provider sent the shop for an order (the provider's own records): each notification's body and signature. */
  sandboxNotifications(orderId: number): Promise<SentNotification[]>;
  /** A new customer (with `credit` pounds of site credit), signed in. */
  addCustomer(options?: { credit?: number }): Promise<TestCustomer>;
  /**
   * Runs `use` against this site configured to expose `Nonce` to browsers besides `Cart-Token` (as a plugin
   * adding it to rest_exposed_cors_headers does), given the origin to call; the stock configuration after.
   */
  withNonceExposed<T>(use: (url: string) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The targets CONFORMANCE_TARGET names (store-api when unset); anything else is refused with the choices. */
export function conformanceTargets(env: NodeJS.ProcessEnv = process.env): TargetName[] {
  const chosen = env.CONFORMANCE_TARGET?.trim() || 'store-api';
  if (chosen === 'both') return [...TARGET_NAMES];
  const name = TARGET_NAMES.find((target) => target === chosen);
  if (!name) throw new Error(`CONFORMANCE_TARGET=${chosen}: choose store-api, wordpress or both.`);
  return [name];
}
