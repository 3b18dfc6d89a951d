import type { ApiErrorShape } from './shopApi';

/** A failed call: HTTP error, network failure or malformed answer (status 0 for the last two). */
export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError' as const;
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | null,
  ) {
    super(message);
  }
}
