import type { Cart } from '../entities/cart';
import type { ApiErrorShape } from './shopApi';

/** A failed call: HTTP error, network failure or malformed answer (status 0 for the last two). */
export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError' as const;
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | null,
    readonly refusedParams: readonly string[] = [],
    readonly cart?: Cart,
  ) {
    super(message);
  }
}

/**
 * Whether a thrown value is the client's ApiError. Checked by shape, not `instanceof`: the page's API
 * client comes from the shell's bundle (the remote kit is shared), so its ApiError class is not the one a
 * remote bundles.
 */
export function isApiError(error: unknown): error is ApiErrorShape {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ApiErrorShape>;
  return candidate.name === 'ApiError' && typeof candidate.status === 'number' && typeof candidate.code === 'string';
}
