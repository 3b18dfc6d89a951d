import { useInfiniteQuery } from '@tanstack/react-query';
import { loggedCall } from './queries';

/** One page of a paged list call, as store-api answers them (`page` is 1-based; the hook fills it in when absent). */
export interface PageAnswer<T> {
  data: T[];
  total_pages?: number;
  total?: number;
}

export interface LoadMoreList<T> {
  /** Every row loaded so far, page after page. */
  items: T[];
  /** The server's count of rows in the whole list (0 when it does not say). */
  total: number;
  isPending: boolean;
  /** The first page could not be loaded: the list shows its error state (never its empty state). */
  failed: boolean;
  /** The last "Load more" could not load the next page (the rows already shown stay). */
  moreFailed: boolean;
  /** Asks for the first page again (after `failed`). */
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The list's query, also used by the server to put page 1 in the page's query client. */
export function loadMoreQuery<T>(
  queryKey: readonly unknown[],
  what: string,
  fetchPage: (page: number) => Promise<PageAnswer<T>>,
  meta?: Record<string, unknown>,
) {
  return {
    queryKey,
    ...(meta ? { meta } : {}),
    initialPageParam: 1,
    queryFn: async ({ pageParam }: { pageParam: number }) => ({ ...(await loggedCall(what, () => fetchPage(pageParam))), page: pageParam }),
    getNextPageParam: (last: PageAnswer<T> & { page: number }) => (last.total_pages && last.page < last.total_pages ? last.page + 1 : undefined),
    retry: false,
  };
}

/**
 * A list with a "Load more" button (the shop's choice over infinite scroll): page 1 first, the next page
 * while the last one loaded is below `total_pages`. A failed call is logged with `what`; the screen then shows
 * an error state with Try again (`failed`), and a failed next page keeps the rows already shown (`moreFailed`).
 */
export function useLoadMore<T>(
  queryKey: readonly unknown[],
  what: string,
  fetchPage: (page: number) => Promise<PageAnswer<T>>,
  meta?: Record<string, unknown>,
): LoadMoreList<T> {
  const query = useInfiniteQuery(loadMoreQuery(queryKey, what, fetchPage, meta));
  return {
    items: query.data?.pages.flatMap((page) => page.data) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    isPending: query.isPending,
    failed: query.isError && !query.data,
    moreFailed: query.isFetchNextPageError,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
