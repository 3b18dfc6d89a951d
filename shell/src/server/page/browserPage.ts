import type { PageState } from '../../ssr/pageState';
import { htmlAnswer, RENDERED_BY, type PageAnswer } from '../pageAnswer';
import { pageDocument } from '../pageDocument';
import type { ServerConfig } from '../serverConfig';
import { pageHints } from './pageSite';

export interface BrowserPage {
  pathname: string;
  status: number;
  cacheControl: string;
  headTags: string;
  /** The remotes manifest (raw) the browser loads the page's remote by. */
  manifest: unknown;
  server: ServerConfig;
}

/** A page the browser renders: the shell's template with its head and the page state, nothing rendered in `#root`. */
export function browserRenderedPage(template: string, page: BrowserPage): PageAnswer {
  const state: PageState = { config: page.server.raw, manifest: page.manifest, rendered: null };
  const headTags = `${page.headTags}\n${pageHints(null, page.server.config)}`;
  return htmlAnswer(page.status, page.cacheControl, pageDocument(template, { pathname: page.pathname, headTags, state }), { [RENDERED_BY]: 'browser' });
}
