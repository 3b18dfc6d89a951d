import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isCardListMeta, trimCardList } from '@shop/shared-contracts';

/**
 * The most page state (its JSON, in characters) a server-rendered page may carry. Above it the page goes
 * to the browser to render, as when a step fails: a state this large would hold the main thread longer
 * than rendering in the browser would (home carries about 30 KB, a details page about 20 KB).
 */
export const MAX_PAGE_STATE_CHARS = 256 * 1024;

/**
 * The page's query client as the page state carries it: each query whose `meta` marks it as a card list
 * (shared-contracts' CARD_LIST_META) with its items trimmed to the card's fields. The server's HTML was
 * rendered from the full objects, and the screens read only the card's fields of a list's items, so the
 * browser's hydration renders the same; a screen that needs more asks for the competition itself.
 */
export function pageStateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => (isCardListMeta(query.meta) ? { ...query, state: { ...query.state, data: trimCardList(query.state.data) } } : query)),
  };
}
