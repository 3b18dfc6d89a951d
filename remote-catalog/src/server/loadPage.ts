import type { ServerPageRequest } from '@shop/remote-kit';
import { type PageHead, type SeoSettings, type ShopApi } from '@shop/shared-contracts';
import { competitionIdFromRoute } from '../rules/text';
import { HOME_CAROUSEL_LIMIT, HOME_SEO_CACHE_TTL_MS } from '../rules/constants';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatHistoryQuery } from '../chat/chatHistory';
import { competitionQuery, otherCompetitionsQuery } from '../details/useCompetitionDetails';
import { carouselSlides } from '../home/carouselSlides';
import { HOME_ROW_LIMIT } from '../home/CompetitionRowSection';
import { FEATURED, HOME_ROWS } from '../home/HomeScreen';
import { howItWorksQuery } from '../home/HowItWorks';
import { drawResultsList } from '../info/DrawResultsScreen';
import { faqsQuery, legalTermsQuery } from '../info/useContent';
import { winnersList } from '../info/WinnersScreen';
import { listPages } from '../lists/CompetitionListScreen';
import { INSTANT_WIN_CATEGORY, listPageFor } from '../lists/listSources';
import { competitionRowQuery, type CardListResponse } from '../shared/queries';
import { loadMoreQuery, type PageAnswer } from '../shared/useLoadMore';
import { competitionHead, drawProofHead, drawResultsHead, homeHead, infoPageHead, listHead, notFoundHead } from './heads';
import { drawProofQuery } from '../proof/drawProofQuery';

type Request = ServerPageRequest<'catalog'>;

/** A list's first page, as its screen will read it from the query client. */
async function prefetchFirstPage<T>(
  client: QueryClient,
  list: { key: readonly unknown[]; what: string; fetchPage: (page: number) => Promise<PageAnswer<T>>; meta?: Record<string, unknown> },
) {
  await client.prefetchInfiniteQuery(loadMoreQuery(list.key, list.what, list.fetchPage, list.meta));
  return client.getQueryData<InfiniteData<PageAnswer<T>>>(list.key)?.pages[0];
}

/** Home's SEO copy, kept 15 minutes as the spec keeps it in the browser; a failed call leaves empty values. */
let homeSeo: { data: SeoSettings | null; at: number } | null = null;
async function loadHomeSeo(api: ShopApi, now: number): Promise<SeoSettings | null> {
  if (homeSeo && now - homeSeo.at < HOME_SEO_CACHE_TTL_MS) return homeSeo.data;
  try {
    homeSeo = { data: await api.getSeoSettings(), at: now };
    return homeSeo.data;
  } catch (error) {
    console.error('[catalog] the home SEO settings could not be loaded:', error);
    return null;
  }
}

async function loadHome(request: Request): Promise<PageHead> {
  const { api, queryClient, settings, now } = request;
  const [seo] = await Promise.all([
    loadHomeSeo(api, now),
    queryClient.prefetchQuery(competitionRowQuery(api, FEATURED, HOME_CAROUSEL_LIMIT)),
    ...HOME_ROWS.map((row) => queryClient.prefetchQuery(competitionRowQuery(api, row.source, HOME_ROW_LIMIT))),
    queryClient.prefetchQuery(howItWorksQuery(api)),
  ]);
  const featured = queryClient.getQueryData<CardListResponse>(competitionRowQuery(api, FEATURED, HOME_CAROUSEL_LIMIT).queryKey)?.data ?? [];
  return homeHead(seo, carouselSlides(settings.main_competition, featured)[0], request.site);
}

async function loadDetails({ api, queryClient, params, pathname, now, site }: Request): Promise<PageHead> {
  const id = competitionIdFromRoute(params);
  if (id === null) return notFoundHead(pathname);
  // A failed call (not a 404) throws: the page then goes to the browser, which shows its own error state.
  const competition = await queryClient.fetchQuery(competitionQuery(api, id));
  if (!competition) return notFoundHead(pathname);
  await queryClient.prefetchQuery(otherCompetitionsQuery(api, competition));
  return competitionHead(competition, now, site);
}

async function loadDrawProof({ api, queryClient, params, pathname }: Request): Promise<PageHead> {
  const id = competitionIdFromRoute(params);
  if (id === null) return notFoundHead(pathname);
  const [competition, proof] = await Promise.all([queryClient.fetchQuery(competitionQuery(api, id)), queryClient.fetchQuery(drawProofQuery(api, id))]);
  if (!competition || !proof) return notFoundHead(pathname);
  return drawProofHead(competition);
}

async function loadList({ api, queryClient, params, site }: Request, category: string): Promise<PageHead> {
  const page = listPageFor(category);
  const first = await prefetchFirstPage(queryClient, listPages(api, page.source));
  return listHead(category === INSTANT_WIN_CATEGORY ? 'instant-wins' : { category: params.category ?? category }, first?.total, site);
}

/**
 * The catalogue's server side: for each public screen, the calls its first render reads (into the page's
 * query client, under the screen's own query keys) and the page's head. The claim-prize form is left to the
 * browser.
 */
export async function loadPage(request: Request): Promise<PageHead | null> {
  const { api, queryClient, pathname } = request;
  switch (request.screen) {
    case 'home':
      return loadHome(request);
    case 'competition-details':
      return loadDetails(request);
    case 'competitions':
      return loadList(request, request.params.category ?? 'all');
    case 'instant-wins':
      return loadList(request, INSTANT_WIN_CATEGORY);
    case 'draw-proof':
      return loadDrawProof(request);
    case 'draw-results': {
      const first = await prefetchFirstPage(queryClient, drawResultsList(api));
      return drawResultsHead(first?.data[0]);
    }
    case 'winners':
      await prefetchFirstPage(queryClient, winnersList(api));
      return infoPageHead('winners', pathname);
    case 'faq':
      await queryClient.prefetchQuery(faqsQuery(api));
      return infoPageHead('faq', pathname);
    case 'legal-terms':
      await queryClient.prefetchQuery(legalTermsQuery(api));
      return infoPageHead('legal-terms', pathname);
    case 'community-chat':
      await queryClient.prefetchQuery(chatHistoryQuery(api));
      return infoPageHead('community-chat', pathname);
    case 'contact':
    case 'free-postal-route':
      return infoPageHead(request.screen, pathname, request.settings);
    case 'claim-prize':
      return null;
  }
}
