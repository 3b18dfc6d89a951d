import type { FieldErrors } from '@shop/shared-contracts';

/** A form's errors from [field, message or null] pairs in the form's order (the first is the one focused). */
export function errorsInOrder<F extends string>(entries: [F, string | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}
