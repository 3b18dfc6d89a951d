import { hydrate, type QueryClient } from '@tanstack/react-query';
import { getBus, RENDERED_DATA_FRESH_MS } from '@shop/shared-contracts';
import type { RenderClock, RenderedBus } from '@shop/remote-kit';
import type { RenderedState } from './pageState';
import { seedSiteData } from '../services/siteData';
import { pageStorage } from '../services/pageStorage';

/**
 * Puts the browser where the server was when it rendered the page: its data in the query client, its
 * settings and winner stats on the bus (state topics, which the screens' first render reads), its clock.
 */
export function restoreRenderedState(rendered: RenderedState, queryClient: QueryClient): { clock: RenderClock; renderedBus: RenderedBus } {
  hydrate(queryClient, rendered.queries);
  seedSiteData(pageStorage, rendered, rendered.renderTime);
  const renderedBus: { -readonly [T in keyof RenderedBus]: RenderedBus[T] } = {};
  if (rendered.settings) renderedBus['shell:settings'] = { type: 'shell:settings', settings: rendered.settings };
  if (rendered.winnerStats) renderedBus['shell:winner-stats'] = { type: 'shell:winner-stats', stats: rendered.winnerStats };
  // The same objects go on the bus: a topic that has not moved on since is not rendered again after hydration.
  for (const event of Object.values(renderedBus)) getBus().emit(event);
  const clock: RenderClock = { current: rendered.renderTime };
  // Only what the server sent is refreshed: a call the browser made itself (loading, or failed) is its own.
  const sent = new Set(rendered.queries.queries.map((query) => query.queryHash));
  // Once the page's screen has hydrated (its content-ready signal), screens mounted later use the live
  // clock, and data older than RENDERED_DATA_FRESH_MS (a page a browser or a CDN kept) is fetched again, so counts are honest.
  const stop = getBus().on('page:content-ready', () => {
    stop();
    clock.current = null;
    const staleBefore = Date.now() - RENDERED_DATA_FRESH_MS;
    void queryClient.invalidateQueries({ predicate: (query) => sent.has(query.queryHash) && query.state.dataUpdatedAt < staleBefore });
  });
  return { clock, renderedBus };
}
