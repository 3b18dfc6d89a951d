/** What went wrong, in the domain's terms; the HTTP layer alone picks the status (http/domainErrors.ts). */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

/**
 * A rule of the shop refused a request. `code` is the public error code the storefront and WooCommerce
 * clients know (`competition_max_tickets`, `woocommerce_rest_cart_empty`, ...); `message` is for the customer.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** How long to wait before trying again (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The same refusal as another kind (a basket rule that fails at checkout is a conflict). */
  as(kind: DomainErrorKind): DomainError {
    return new DomainError(kind, this.code, this.message, this.retryAfterSeconds);
  }
}
