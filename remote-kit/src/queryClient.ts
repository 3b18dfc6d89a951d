import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS } from '@shop/shared-contracts';

/** The shop's cache policy: unused data kept 60 seconds (QUERY_GC_TIME_MS); no refetch on focus, reconnect or mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: 1,
      },
    },
  });
}
