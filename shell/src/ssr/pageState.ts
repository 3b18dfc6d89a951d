import type { DehydratedState } from '@tanstack/react-query';
import type { Settings, WinnerStats } from '@shop/shared-contracts';

/**
 * What the render server sends with every page, in `<script type="application/json" id="shop-page-state">`:
 * the runtime config and the remotes manifest it used (so the browser loads the releases the HTML was
 * rendered with, without asking for config.json and remotes.json), and, for a server-rendered page, what
 * the browser needs to hydrate it exactly: the query client's data, the shell's settings and winner stats
 * and the render's clock.
 */
export interface PageState {
  /** config.json as the server has it; the browser reads it as it reads the file (a bad field is named). */
  config: unknown;
  /** remotes.json as the server read it; likewise. */
  manifest: unknown;
  rendered: RenderedState | null;
}

export interface RenderedState {
  queries: DehydratedState;
  settings: Settings | null;
  winnerStats: WinnerStats | null;
  renderTime: number;
}

export const PAGE_STATE_ELEMENT_ID = 'shop-page-state';
/** `<script type="application/json">` with the page's remote files (ssr/routeAssets.ts), which the shell's first file fetches. */
export const ROUTE_ASSETS_ELEMENT_ID = 'shop-route-assets';
/** On `#root` when its content was rendered by the server and is to be hydrated. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
