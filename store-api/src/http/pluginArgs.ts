import * as v from 'valibot';
import { WpError } from './wpError';

/** Wrappers that make an object entry optional: WordPress's `required` is false for these, true for every other. */
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

/** The names of an object schema's required entries, in the schema's order (a schema of another kind has none). */
export function requiredParams(schema: v.GenericSchema): string[] {
  if (!('entries' in schema) || typeof schema.entries !== 'object' || schema.entries === null) return [];
  return Object.entries(schema.entries as Record<string, v.GenericSchema>)
    .filter(([, entry]) => !OPTIONAL_TYPES.has(entry.type))
    .map(([name]) => name);
}

/**
 * The companion plugin's route arguments checked as WordPress's REST server checks registered `args`
 * (WP_REST_Request::has_valid_params, then sanitize_params), with the route's request schema from the
 * endpoint table standing for its args:
 *
 * - a required argument that is absent or null (WordPress's get_param reads a JSON null as absent) is
 *   400 `rest_missing_callback_param`, every missing one named in `data.params` (a list), before any value
 *   is looked at;
 * - then every value present that is not null is validated (its validate_callback): 400
 *   `rest_invalid_param` naming each refused one in `data.params` ({name: sentence});
 * - only when those pass is a null given to an optional argument refused (WordPress passes null to the
 *   argument's sanitize_callback, which refuses what is not of its type), again as `rest_invalid_param`.
 *
 * The order of the names is the arguments' (the schema's). Before this, store-api named only the first
 * problem, and answered a missing field as `rest_invalid_param`: WordPress names them all, and a missing one
 * as `rest_missing_callback_param` (src/conformance/apiV1BadInput.test.ts).
 */
export function parsePluginArgs<TSchema extends v.GenericSchema>(params: Record<string, unknown>, schema: TSchema): v.InferOutput<TSchema> {
  const missing = requiredParams(schema).filter((name) => params[name] === undefined || params[name] === null);
  if (missing.length > 0) throw new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, { params: missing });
  const result = v.safeParse(schema, params);
  if (result.success) return result.output;
  const refused = new Map<string, string>();
  for (const issue of result.issues) {
    const name = issue.path?.[0]?.key;
    const param = typeof name === 'string' ? name : 'body';
    if (!refused.has(param)) refused.set(param, issue.message);
  }
  const present = [...refused].filter(([name]) => params[name] !== null);
  throw invalidParams(present.length > 0 ? present : [...refused]);
}

const invalidParams = (refused: readonly (readonly [string, string])[]) =>
  new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${refused.map(([name]) => name).join(', ')}`, { params: Object.fromEntries(refused) });
