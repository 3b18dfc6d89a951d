import type * as v from 'valibot';
import { WpError } from './wpError';

/** Schema kinds that let a parameter be left out. */
const OPTIONAL_KINDS = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

/** The top-level parameters a request schema requires (its object entries that may not be left out). */
export function requiredParams(schema: v.GenericSchema): string[] {
  if (!('entries' in schema) || typeof schema.entries !== 'object' || schema.entries === null) return [];
  return Object.entries(schema.entries as Record<string, v.GenericSchema>)
    .filter(([, entry]) => !OPTIONAL_KINDS.has(entry.type))
    .map(([name]) => name);
}

/**
 * WordPress's check of an endpoint's required arguments (WP_REST_Request::has_valid_params), made before any
 * other: every required parameter that is absent (or null) is named, in one 400 `rest_missing_callback_param`
 * whose `data.params` lists them.
 */
export function checkRequiredParams(required: readonly string[], params: Record<string, unknown>): void {
  const missing = required.filter((name) => params[name] === undefined || params[name] === null);
  if (missing.length === 0) return;
  throw new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, { params: missing });
}
