import { FORM_TOASTS } from './formToasts';

/**
 * The server's error text when it sent one, else 'An error occurred.'. A refused parameter
 * the form could not place at a field is the latter too: "Invalid parameter(s): token" is not for customers.
 */
export function serverErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && serverErrorCode(error) !== 'rest_invalid_param') {
    const serverMessage = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  }
  return FORM_TOASTS.genericError;
}

/** The WordPress error code of a failed call ('' when there is none). */
export function serverErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}

/** A refusal for going too fast (429): its message says how long to wait, and the customer should see it. */
export function isRateLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 429;
}
