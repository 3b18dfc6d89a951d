import * as v from 'valibot';

/**
 * WordPress plugins often send numbers as strings ("12") and empty values as "" or null.
 * These helpers accept both shapes at the boundary and hand the app one clean type.
 */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim())]),
  v.transform((value) => (value === '' ? 0 : Number(value))),
  v.number(),
  v.check((value) => Number.isFinite(value), 'expected a number'),
);

/** A text field that may arrive as null or be missing; the app always sees a string. */
export const text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);

/** WordPress booleans arrive as true/false, 0/1, "0"/"1", "yes"/"no" or "on". */
export const flag = v.optional(
  v.pipe(
    v.nullable(v.union([v.boolean(), v.number(), v.string()])),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'yes' || value === 'on' || value === 'true'),
  ),
  false,
);

export const optionalNumeric = v.optional(
  v.pipe(
    v.nullable(numeric),
    v.transform((value) => value ?? 0),
  ),
  0,
);
