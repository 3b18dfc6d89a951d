import { useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Page, SecondaryButton, SecondaryLink, Spinner, useShopApi, usePageTitle } from '@shop/remote-kit';
import { CARD_LIST_META, theme, type CompetitionCard as CardData, type ShopApi } from '@shop/shared-contracts';
import { CompetitionCard } from '../shared/CompetitionCard';
import { FAILED_TEXTS } from '../shared/failedTexts';
import { LoadMoreButton } from '../shared/LoadMoreButton';
import { fetchList, listPagesKey, type ListSource } from '../shared/queries';
import { CardGrid } from '../shared/ui';
import { useLoadMore } from '../shared/useLoadMore';
import { useNow } from '@shop/remote-kit';
import { DEFAULT_FILTER, DEFAULT_SORT, LIST_FILTERS, parseFilter, parseSort, visibleCompetitions, type ListFilter, type ListSort } from './listFilters';
import { INSTANT_WIN_CATEGORY, listPageFor, type ListPage } from './listSources';
import { ListToolbar } from './ListToolbar';

export const LIST_PAGE_SIZE = 12;

const Count = styled.p`
  margin: -8px 0 16px;
  color: ${theme.color.inkMuted};
  font-weight: 600;
`;

/** "12 live competitions", or "Showing 3 of 12 live competitions" while a chip hides some or more pages wait. */
export function countText(page: Pick<ListPage, 'countLabel'>, shown: number, total: number): string {
  const noun = `${page.countLabel} ${total === 1 ? 'competition' : 'competitions'}`;
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The empty state of a chip; while more pages wait, it says only the loaded ones were looked at. */
export function noMatchText(page: Pick<ListPage, 'countLabel'>, filterLabel: string, loadedWhileMoreWait: number | null): string {
  return loadedWhileMoreWait === null
    ? `No ${page.countLabel} competitions match “${filterLabel}” right now.`
    : `None of the first ${loadedWhileMoreWait} competitions match “${filterLabel}”. Load more to look at the rest.`;
}

/** The chip and sort live in the URL (`?filter=under-1&sort=price`), so a filtered list can be shared and Back undoes nothing odd. */
function useListView(): [ListFilter, ListSort, (next: { filter?: ListFilter; sort?: ListSort }) => void, (filter: ListFilter) => string] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The router applies a change in a transition, so a second tap can come before the list re-renders: each
  // change starts from the last one asked for, not from the render's (older) params, and neither is lost.
  const asked = useRef({ from: params, query: params });
  if (asked.current.from !== params) asked.current = { from: params, query: params };
  const filter = parseFilter(params.get('filter'));
  const sort = parseSort(params.get('sort'));
  const withView = (from: URLSearchParams, next: { filter?: ListFilter; sort?: ListSort }) => {
    const query = new URLSearchParams(from);
    const nextFilter = next.filter ?? parseFilter(query.get('filter'));
    const nextSort = next.sort ?? parseSort(query.get('sort'));
    if (nextFilter === DEFAULT_FILTER) query.delete('filter');
    else query.set('filter', nextFilter);
    if (nextSort === DEFAULT_SORT) query.delete('sort');
    else query.set('sort', nextSort);
    return query;
  };
  const update = (next: { filter?: ListFilter; sort?: ListSort }) => {
    const query = withView(asked.current.query, next);
    asked.current.query = query;
    setParams(query, { replace: true });
  };
  // A chip's link: this list with that chip, the rendered sort kept (the address a tap before hydration loads).
  const hrefFor = (nextFilter: ListFilter) => {
    const search = withView(params, { filter: nextFilter }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return [filter, sort, update, hrefFor];
}

function Cards({ competitions, now }: { competitions: readonly CardData[]; now: number }) {
  return (
    <CardGrid data-testid="competition-list">
      {competitions.map((competition) => (
        <li key={competition.id}>
          <CompetitionCard competition={competition} now={now} />
        </li>
      ))}
    </CardGrid>
  );
}

/** A list page's query: the screen and the server share it. */
export function listPages(api: ShopApi, source: ListSource) {
  return {
    key: listPagesKey(source, LIST_PAGE_SIZE),
    what: `the ${source.kind} list`,
    fetchPage: (page: number) => fetchList(api, source, page, LIST_PAGE_SIZE),
    meta: CARD_LIST_META,
  };
}

/** A list of competitions: count, filter chips and sort, cards, "Load more" (not infinite scroll), spinners, error and empty states. */
export function CompetitionList({ category }: { category: string }) {
  const page = listPageFor(category);
  usePageTitle(page.title);
  const api = useShopApi();
  const now = useNow(60_000);
  const [filter, sort, setView, hrefFor] = useListView();
  const { key, what, fetchPage, meta } = listPages(api, page.source);
  const list = useLoadMore<CardData>(key, what, fetchPage, meta);
  const shown = page.browsable ? visibleCompetitions(list.items, filter, sort, now) : list.items;
  const filterLabel = LIST_FILTERS.find((chip) => chip.id === filter)?.label ?? '';
  return (
    <Page title={page.title} lead={page.lead}>
      {list.isPending ? (
        <Spinner label={`Loading ${page.title}`} />
      ) : list.failed ? (
        <ErrorState message={FAILED_TEXTS.competitions} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState message={page.empty}>
          <SecondaryLink to="/">Back to the home page</SecondaryLink>
        </EmptyState>
      ) : (
        <>
          <Count role="status" data-testid="competition-count">
            {countText(page, shown.length, list.total || list.items.length)}
          </Count>
          {page.browsable ? (
            <ListToolbar
              filter={filter}
              sort={sort}
              onFilter={(next) => setView({ filter: next })}
              onSort={(next) => setView({ sort: next })}
              hrefFor={hrefFor}
            />
          ) : null}
          {shown.length ? (
            <Cards competitions={shown} now={now} />
          ) : (
            <EmptyState message={noMatchText(page, filterLabel, list.hasMore ? list.items.length : null)}>
              <SecondaryButton type="button" onClick={() => setView({ filter: DEFAULT_FILTER })}>
                Show all
              </SecondaryButton>
            </EmptyState>
          )}
          <LoadMoreButton list={list} />
        </>
      )}
    </Page>
  );
}

/** `/competitions/:category`. */
export default function CompetitionListScreen() {
  const { category = 'all' } = useParams();
  return <CompetitionList key={category} category={category} />;
}

/** `/competitions/instant_win_comps` and `/competitions/instant/wins`. */
export function InstantWinListScreen() {
  return <CompetitionList category={INSTANT_WIN_CATEGORY} />;
}
