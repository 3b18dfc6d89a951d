import type { FieldErrors } from '../rules/forms';
import { isApiError } from './apiError';

/**
 * How a form reads the server's refusal of what it sent, so the customer sees a sentence they understand
 * next to the field (and keeps what they typed) rather than the server's "Invalid parameter(s): account_email".
 * `F` is the form's fields the server can refuse.
 */
export interface FieldRefusalMap<F extends string> {
  /** A request parameter (a name in WordPress's `data.params`; a dot path for a nested one) → the form field it came from. */
  params: Readonly<Record<string, F>>;
  /** The sentence at a field whose value a `rest_invalid_param` refused. */
  sentences: Readonly<Record<F, string>>;
  /** Refusals known by their error code (e.g. existing_user_email) → the field and its sentence. */
  codes?: Readonly<Record<string, { field: F; sentence: string }>>;
}

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The fields a failed call refused, each with its sentence. Empty when the failure is not a refusal of a
 * field the map knows (a network failure, a refused parameter the form does not have): the form then says
 * what it says for any other failure.
 */
export function refusedFields<F extends string>(error: unknown, map: FieldRefusalMap<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!isApiError(error)) return errors;
  const known = map.codes && has(map.codes, error.code) ? map.codes[error.code] : undefined;
  if (known) {
    errors[known.field] = known.sentence;
  } else if (error.code === 'rest_invalid_param') {
    for (const param of error.refusedParams ?? []) {
      const field = has(map.params, param) ? map.params[param] : undefined;
      if (field) errors[field] = map.sentences[field];
    }
  }
  return errors;
}
