/**
 * What the apps may use of @tanstack/react-query: the names the shell, the remote kit and the remotes
 * import today (the client, its provider and context, queries and prefetching in render, infinite queries, mutations,
 * `hydrate` for a server-rendered page's data). A library shared through Module Federation is bundled whole;
 * naming the surface lets webpack drop the rest (suspense and parallel-query hooks, persistence, streaming helpers). The shell provides this module
 * for every app, so a name added here reaches the page only once the shell is rebuilt: add it, rebuild
 * the shell, then release the remote that needs it.
 */
export {
  hydrate,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@shop-shared-source/react-query';
