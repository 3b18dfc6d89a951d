/** The path every call goes to, before `?rest_route=`. */
export const WP_JSON_PATH = '/competition/index.php/wp-json/';

/** Builds `{host}/competition/index.php/wp-json/?rest_route=/x&k=v`, the URL shape of every call. */
export function buildApiUrl(host: string, route: string, query: Record<string, string | number> = {}): string {
  const base = host.replace(/\/+$/, '') + WP_JSON_PATH;
  const params = Object.entries(query)
    .map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('');
  // rest_route keeps its slashes readable, as WordPress writes it.
  return `${base}?rest_route=${encodeURI(route)}${params}`;
}
