import { DomainError, type DomainErrorKind } from '../domain/errors';
import { CartLinesUnavailable } from '../domain/cartAvailability';
import { WpError } from './wpError';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/**
 * A domain refusal as WordPress answers it: the status for its kind, Retry-After when it says how long to wait,
 * the further lines' problems as additional errors when a checkout's cart has several.
 */
export function toWpError(error: DomainError): WpError {
  if (error instanceof CartLinesUnavailable) return new WpError(STATUS[error.kind], error.code, error.message, {}, {}, error.problems.slice(1));
  if (error.retryAfterSeconds === undefined) return new WpError(STATUS[error.kind], error.code, error.message);
  const seconds = String(error.retryAfterSeconds);
  return new WpError(STATUS[error.kind], error.code, error.message, { retry_after: error.retryAfterSeconds }, { 'Retry-After': seconds });
}

/** Any error a handler threw that has a WordPress shape (a WpError, or a DomainError turned into one); else null. */
export function asWpError(error: unknown): WpError | null {
  if (error instanceof WpError) return error;
  if (error instanceof DomainError) return toWpError(error);
  return null;
}
