import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@shop/remote-kit';

/**
 * The query client of one server render: the browser's options, except that nothing is garbage-collected
 * on a timer. The render clears it once the page is written or has failed, so no cache entry and no timer
 * outlives the request (a 60-second collection timer per query would keep a stopped server's process alive).
 */
export function requestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, gcTime: Infinity } });
  return client;
}
