import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getBus } from '@shop/shared-contracts';
import { shopApiFor } from '@shop/remote-kit';
import { App } from './app/App';
import { loadRuntimeConfig } from './runtime/loadRuntimeConfig';
import { initRemotes } from './remotes/remoteRegistry';
import { preloadRouteRemote } from './remotes/preloadRouteRemote';
import { ShellServices } from './services/ShellServices';

async function start(): Promise<void> {
  const { config } = await loadRuntimeConfig();
  await initRemotes(config.remotesManifestUrl, config.remoteOrigins);
  preloadRouteRemote(window.location.pathname);
  // Remotes build their API client from the same config (remote-kit's useShopApi): one client per page.
  getBus().emit({ type: 'shell:config', config });
  const api = shopApiFor(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell needs a #root element in index.html.');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is no long task.
  startTransition(() => root.render(<App services={<ShellServices api={api} config={config} />} />));
}

void start();
