import { CART_NONCE_TTL_MS, STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from './authToken';

/**
 * The Store API session kept in local storage: the nonce with its timestamp, and the Cart-Token
 * (the spec's "cart header"). Both are sent on every cart call and refreshed from every answer's headers;
 * this is the only place that stores the Cart-Token.
 */
export class CartSession {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number,
  ) {}

  get nonce(): string {
    return this.storage.getItem(STORAGE_KEYS.nonce) ?? '';
  }

  get cartToken(): string {
    return this.storage.getItem(STORAGE_KEYS.cartToken) ?? '';
  }

  /** A nonce younger than 11 hours is reused; an older one is refreshed. */
  hasFreshNonce(): boolean {
    const stamp = Number(this.storage.getItem(STORAGE_KEYS.nonceTimestamp));
    return Boolean(this.nonce) && Number.isFinite(stamp) && this.now() - stamp < CART_NONCE_TTL_MS;
  }

  headers(): Record<string, string> {
    return {
      ...(this.nonce ? { Nonce: this.nonce } : {}),
      ...(this.cartToken ? { 'Cart-Token': this.cartToken } : {}),
    };
  }

  /** The nonce is bound to the signed-in user: a sign-in drops it, so the next write fetches this user's. */
  forgetNonce(): void {
    this.storage.removeItem(STORAGE_KEYS.nonce);
    this.storage.removeItem(STORAGE_KEYS.nonceTimestamp);
  }

  /** Signing out ends the customer's cart session too (their basket stays with their account). */
  forget(): void {
    this.forgetNonce();
    this.storage.removeItem(STORAGE_KEYS.cartToken);
  }

  /** Stores the Nonce (or legacy X-WC-Store-API-Nonce) and Cart-Token an answer carries. */
  remember(headers: Headers): void {
    const nonce = headers.get('Nonce') ?? headers.get('X-WC-Store-API-Nonce');
    if (nonce) {
      this.storage.setItem(STORAGE_KEYS.nonce, nonce);
      this.storage.setItem(STORAGE_KEYS.nonceTimestamp, String(this.now()));
    }
    const cartToken = headers.get('Cart-Token');
    if (cartToken) this.storage.setItem(STORAGE_KEYS.cartToken, cartToken);
  }
}
