import { startTransition } from 'react';
import { getBus } from '@shop/shared-contracts';
import { loadRuntimeConfig } from '../runtime/loadRuntimeConfig';
import { initRemotes } from '../remotes/remoteRegistry';
import { preloadRouteRemote } from '../remotes/preloadRouteRemote';
import { restoreRenderedState } from '../ssr/hydration';
import { SERVER_RENDERED_ATTRIBUTE } from '../ssr/pageState';
import { readPageState } from '../ssr/readPageState';
import { yieldToBrowser } from './yieldToBrowser';

async function start(): Promise<void> {
  // This chunk is evaluated in the task that evaluated the shared libraries it waited for: end that one first.
  await yieldToBrowser();
  const pageState = readPageState(document);
  const { config } = await loadRuntimeConfig(fetch, pageState?.config);
  await initRemotes(config.remotesManifestUrl, config.remoteOrigins, pageState?.manifest);
  await yieldToBrowser();
  preloadRouteRemote(window.location.pathname);
  // Remotes build their API client from the same config (remote-kit's useShopApi): one client per page.
  const configEvent = { type: 'shell:config', config } as const;
  getBus().emit(configEvent);
  // Each in a task of its own: two of the shared libraries the remote kit is made of, then the kit (with
  // the API client and the site schemas), then React DOM. Each is a shared module, so an import of its own
  // (no file: its code is in the framework chunk) also moves its share-scope lookup into that task;
  // imported with this file, all four lookups ran in the one task that loaded it.
  await yieldToBrowser();
  await import('styled-components');
  await yieldToBrowser();
  await import('@tanstack/react-query');
  await yieldToBrowser();
  const { shopApiFor, createQueryClient } = await import('@shop/remote-kit');
  const api = shopApiFor(config);
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  const [{ App }, { ShellServices }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../app/App'),
    import(/* webpackMode: "eager" */ '../services/ShellServices'),
  ]);
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell needs a #root element in index.html.');
  const services = <ShellServices api={api} config={config} />;
  const rendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? (pageState?.rendered ?? null) : null;
  if (rendered) {
    const queryClient = createQueryClient();
    const { clock, renderedBus } = restoreRenderedState(rendered, queryClient);
    const app = <App services={services} queryClient={queryClient} clock={clock} renderedBus={{ ...renderedBus, 'shell:config': configEvent }} />;
    // In a transition, hydration too goes in slices that yield to the browser.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is no long task.
  startTransition(() => root.render(<App services={services} />));
}

void start();
