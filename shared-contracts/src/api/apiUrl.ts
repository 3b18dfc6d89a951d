/** The path of WordPress's REST index in the shop's own layout (WordPress in `/competition/`), before `?rest_route=`. */
export const WP_JSON_PATH = '/competition/index.php/wp-json/';

/**
 * Builds `{host}/competition/index.php/wp-json/?rest_route=/x&k=v`, the URL shape of every call. A host that
 * ends in `wp-json/` is the REST index itself (a WordPress elsewhere: `https://wp.example.co.uk/wp-json/` for one
 * at the domain root), so where WordPress lives is configuration, not code.
 */
export function buildApiUrl(host: string, route: string, query: Record<string, string | number> = {}): string {
  const base = /wp-json\/$/.test(host) ? host : host.replace(/\/*$/, WP_JSON_PATH);
  const params = Object.entries(query)
    .map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('');
  // rest_route keeps its slashes readable, as WordPress writes it.
  return `${base}?rest_route=${encodeURI(route)}${params}`;
}
