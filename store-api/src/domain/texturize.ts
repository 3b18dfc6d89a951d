/**
 * WordPress's wptexturize for a line of plain text, as WooCommerce's HtmlFormatter applies it to the cart's
 * `errors[]` messages (ErrorSchema): curly quotes and apostrophes, dashes and the ellipsis as numeric
 * entities, and a bare `&` as `&#038;`. (Its rules for markup, shortcodes and primes do not arise here.)
 */
const STATIC: readonly [RegExp, string][] = [
  [/---/g, '&#8212;'],
  [/ -- /g, ' &#8212; '],
  [/--/g, '&#8211;'],
  [/ - /g, ' &#8211; '],
  [/\.\.\./g, '&#8230;'],
  [/``/g, '&#8220;'],
  [/''/g, '&#8221;'],
];

/** After these (or at the start) a quote opens; anywhere else it closes. */
const OPENS_AFTER = /^$|[\s([{-]$/;

export function texturize(text: string): string {
  let result = text.replace(/&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi, '&#038;');
  for (const [pattern, replacement] of STATIC) result = result.replace(pattern, replacement);
  return result.replace(/["']/g, (quote, offset: number, whole: string) => {
    const opens = OPENS_AFTER.test(whole.slice(Math.max(0, offset - 1), offset)) && !/\s/.test(whole[offset + 1] ?? ' ');
    if (quote === '"') return opens ? '&#8220;' : '&#8221;';
    return opens ? '&#8216;' : '&#8217;';
  });
}
