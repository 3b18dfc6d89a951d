import { useContext, useEffect } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { getBus } from '@shop/shared-contracts';

/**
 * Rendered after a screen inside its Suspense boundary, so its effect runs once the screen's (lazy) code
 * is in and the screen has mounted. It then waits until no query is fetching (the screen's own calls
 * started in its effects, which ran first) and tells the shell the page's content is in.
 */
export function ContentReadySignal({ screen }: { screen: string }) {
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    const announce = () => getBus().emit({ type: 'page:content-ready', screen });
    if (!queryClient) {
      announce();
      return undefined;
    }
    let stopWatching = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      stopWatching();
      announce();
    };
    stopWatching = queryClient.getQueryCache().subscribe(check);
    check();
    return () => stopWatching();
  }, [queryClient, screen]);
  return null;
}
