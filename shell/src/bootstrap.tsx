import { createRoot } from 'react-dom/client';
import { getBus } from '@shop/shared-contracts';
import { shopApiFor } from '@shop/remote-kit';
import { App } from './app/App';
import { loadRuntimeConfig } from './runtime/loadRuntimeConfig';
import { initRemotes } from './remotes/remoteRegistry';
import { ShellServices } from './services/ShellServices';

async function start(): Promise<void> {
  const { config } = await loadRuntimeConfig();
  await initRemotes(config.remotesManifestUrl, config.remoteOrigins);
  // Remotes build their API client from the same config (remote-kit's useShopApi): one client per page.
  getBus().emit({ type: 'shell:config', config });
  const api = shopApiFor(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell needs a #root element in index.html.');
  createRoot(container).render(<App services={<ShellServices api={api} config={config} />} />);
}

void start();
