import * as v from 'valibot';

/**
 * Request field schemas with limits, used by the endpoint table's request schemas: the client's types
 * come from them and store-api parses bodies with them, so huge or wrong-typed input is a 400, never a crash.
 */
const wholeNumber = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);
/**
 * A number, or numeric text as PHP's is_numeric reads it after a trim (WordPress's REST API takes text for
 * `type: number`, as a query string or a form carries every value as text).
 */
const anyNumber = v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/), v.transform(Number))]);

export const field = {
  text: (max = 200) => v.pipe(v.string(), v.maxLength(max)),
  optionalText: (max = 200) => v.optional(v.pipe(v.string(), v.maxLength(max)), ''),
  requiredText: (max = 200) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)),
  positiveInt: () => v.pipe(wholeNumber, v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
  /** A whole number or nothing (null when absent). */
  optionalWholeNumber: () => v.optional(v.nullable(v.pipe(wholeNumber, v.integer(), v.minValue(0), v.maxValue(1_000_000_000))), null),
  page: () => v.optional(v.pipe(wholeNumber, v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  limit: (fallback: number) => v.optional(v.pipe(wholeNumber, v.integer(), v.minValue(1), v.maxValue(100)), fallback),
  /** A whole number from 0 to `max` (0 when missing), as a number or digits. */
  offset: (max: number) => v.optional(v.pipe(wholeNumber, v.integer(), v.minValue(0), v.maxValue(max)), 0),
  /** A number in [min, max], as a number or numeric text. */
  numberBetween: (min: number, max: number) => v.pipe(anyNumber, v.minValue(min), v.maxValue(max)),
  /** The signed-in user's token in a body ('' for a guest); the client adds it. */
  token: () => v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
};

/** A call whose body carries nothing but the token. */
export const TokenOnly = v.object({ token: field.token() });
/** A call with no body at all (GET). */
export const NoBody = v.object({});
export const PageRequest = v.object({ token: field.token(), page: field.page(), limit: field.limit(12) });
