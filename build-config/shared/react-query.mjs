/**
 * What the apps may use of @tanstack/react-query: the client, its provider, queries and mutations. A
 * library shared through Module Federation is bundled whole; naming the surface lets webpack drop the
 * rest (hydration, persistence, streaming helpers). The shell provides this module for every app, so a
 * name added here reaches the page only once the shell is rebuilt.
 */
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  QueryErrorResetBoundary,
  hashKey,
  infiniteQueryOptions,
  isCancelledError,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
  useQueryErrorResetBoundary,
  useSuspenseQuery,
} from '@shop-shared-source/react-query';
