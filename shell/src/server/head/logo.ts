/**
 * The shop's mark (the favicon's fish on gold), served at /logo.svg for the Organization's `logo` in
 * every page's JSON-LD.
 */
export const LOGO_SVG = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48' width='512' height='512'><circle cx='24' cy='24' r='23' fill='#f2b632'/><path d='M9 25c6-8 17-10 26-3l6-5v16l-6-5c-9 7-20 5-26-3Z' fill='#0a3f37'/></svg>`;

/** Where the render server serves LOGO_SVG. */
export const LOGO_PATH = '/logo.svg';
