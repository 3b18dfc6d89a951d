import { jsonForScript } from './head/escape';
import { PAGE_STATE_ELEMENT_ID, ROUTE_ASSETS_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, type PageState } from '../ssr/pageState';
import { routeAssetUrls } from '../ssr/routeAssets';

// The built index.html is minified: attribute quotes are optional there.
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;
const ROOT = /<div id="?root"?>[\s\S]*?<\/div><\/div>/;

/**
 * A page from the shell's built index.html (its script tags, cookie notice and boot styles): the head's
 * title and description replaced by `headTags`, the styles of the server's HTML added, and `#root` either
 * holding that HTML (marked for hydration) or the boot spinner, followed by the page's remote files (for
 * `pathname`, from the state's config and manifest) and the page state.
 */
export function pageDocument(template: string, parts: { pathname: string; headTags: string; styleTags?: string; html?: string; state: PageState }): string {
  if (!TITLE.test(template) || !ROOT.test(template)) throw new Error('The shell template has no <title> or #root to fill');
  const root = parts.html === undefined ? template.match(ROOT)![0] : `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${parts.html}</div>`;
  const assets = routeAssetUrls(parts.pathname, parts.state.config, parts.state.manifest);
  const state =
    `<script type="application/json" id="${ROUTE_ASSETS_ELEMENT_ID}">${jsonForScript(assets)}</script>` +
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScript(parts.state)}</script>`;
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => parts.headTags)
    .replace('</head>', () => `${parts.styleTags ?? ''}</head>`)
    .replace(ROOT, () => `${root}${state}`);
}

/** Puts markup above `#root` (the preview banner): outside what React hydrates. */
export function withBanner(document: string, banner: string): string {
  return document.replace(/<div id="?root"?/, (root) => `${banner}${root}`);
}
