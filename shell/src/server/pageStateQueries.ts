import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CARD_LIST_META, competitionCard, type CompetitionCard } from '@shop/shared-contracts';

/**
 * The most page state (its JSON, in characters) a server-rendered page may carry. Above it the page goes
 * to the browser to render, as when a step fails: a state this large would hold the main thread longer
 * than rendering in the browser would (home carries about 27 KB, a details page about 16 KB).
 */
export const MAX_PAGE_STATE_CHARS = 256 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a query's `meta` marks it as a card list (shared-contracts' CARD_LIST_META). */
export function isCardList(meta: unknown): boolean {
  return isRecord(meta) && meta.pageState === CARD_LIST_META.pageState;
}

/** A list's items as cards: only the card's fields of each are copied, none checked (the API client parsed them). */
const asCards = (items: unknown[]) => items.map((item) => (isRecord(item) ? competitionCard(item as CompetitionCard) : item));

/**
 * A card list's answer with every item trimmed to a card: an array of competitions, a list answer (`data`
 * an array, its other fields kept) or an infinite query's pages of them. Anything else comes back as it was.
 */
export function trimCardList(answer: unknown): unknown {
  if (Array.isArray(answer)) return asCards(answer);
  if (!isRecord(answer)) return answer;
  if (Array.isArray(answer.pages)) return { ...answer, pages: answer.pages.map(trimCardList) };
  if (Array.isArray(answer.data)) return { ...answer, data: asCards(answer.data) };
  return answer;
}

/**
 * The page's query client as the page state carries it: each query whose `meta` marks it as a card list
 * with its items trimmed to the card's fields. The catalogue's list queries already fetch cards; this keeps
 * the page state small whatever a remote's release puts in a marked query. The screens read only the
 * card's fields of a list's item, so the browser's hydration renders what the server rendered.
 */
export function pageStateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => (isCardList(query.meta) ? { ...query, state: { ...query.state, data: trimCardList(query.state.data) } } : query)),
  };
}
