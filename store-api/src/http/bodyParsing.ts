import { WpError } from './wpError';

/** A request's named parameters, as WordPress's WP_REST_Request holds them. */
export type RequestParams = Record<string, unknown>;

/** wp_is_json_media_type: `application/json`, `application/<x>+json`, with or without parameters (a charset). */
const JSON_MEDIA_TYPE = /(^|\s|,)application\/([\w!#$&\-^.+]+\+)?json(\+oembed)?($|\s|;|,)/i;
const FORM_MEDIA_TYPE = /^\s*application\/x-www-form-urlencoded\s*(;|$)/i;
/** Keys a form field may not write: they would reach the object's prototype. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The body's parameters as WordPress reads them (WP_REST_Request::get_json_params / get_body_params): a JSON
 * object only under a JSON content type, form fields under `application/x-www-form-urlencoded`, and nothing
 * at all under any other content type or none (the parameters then come from the query alone). JSON that
 * is malformed is refused with `rest_invalid_json` (with PHP's json_last_error code and message); JSON that
 * is no object (a list, a string) names no parameter.
 */
export function bodyParams(contentType: string | undefined, body: string): RequestParams {
  if (JSON_MEDIA_TYPE.test(contentType ?? '')) return jsonParams(body);
  if (FORM_MEDIA_TYPE.test(contentType ?? '')) return formParams(body);
  return {};
}

function jsonParams(body: string): RequestParams {
  if (body.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // WP_REST_Request::parse_json_params: JSON_ERROR_SYNTAX (4).
    throw new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.', { json_error_code: 4, json_error_message: 'Syntax error' });
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as RequestParams) : {};
}

/**
 * A URL's query as PHP reads it into $_GET (WP_REST_Request's GET params): the same forms as a form body, so
 * `?a[]=1` is a list named `a`, as WordPress sees it, not a text field named `a[]`. `rest_route` names the
 * route, not a parameter.
 */
export function queryParams(search: URLSearchParams): RequestParams {
  const { rest_route: _route, ...params } = formParams(search);
  return params;
}

/** Form fields as PHP reads them into $_POST: `a=1`, `a[b]=1` (a map) and `a[]=1&a[]=2` (a list). */
function formParams(body: string | URLSearchParams): RequestParams {
  const params: RequestParams = {};
  for (const [name, value] of typeof body === 'string' ? new URLSearchParams(body) : body) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    const keys = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((key) => key[1]!)] : [name];
    if (keys.some((key) => UNSAFE_KEYS.has(key))) continue;
    setField(params, keys, value);
  }
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, withLists(value)]));
}

function setField(target: RequestParams, keys: string[], value: string): void {
  const [key, ...rest] = keys;
  const name = key === '' ? String(Object.keys(target).length) : key!;
  if (rest.length === 0) {
    target[name] = value;
    return;
  }
  const child = target[name];
  const nested: RequestParams = typeof child === 'object' && child !== null ? (child as RequestParams) : {};
  target[name] = nested;
  setField(nested, rest, value);
}

/** PHP's arrays whose keys run 0, 1, 2, ... are lists (JSON arrays); the others stay maps. */
function withLists(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withLists(child)] as const);
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) return entries.map(([, child]) => child);
  return Object.fromEntries(entries);
}
