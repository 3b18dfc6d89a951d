import { createRoot } from 'react-dom/client';
import { createApiClient } from '@shop/shared-contracts';
import { App } from './app/App';
import { loadRuntimeConfig } from './runtime/loadRuntimeConfig';
import { initRemotes } from './remotes/remoteRegistry';
import { ShellServices } from './services/ShellServices';

async function start(): Promise<void> {
  const { config } = await loadRuntimeConfig();
  await initRemotes(config.remotesManifestUrl, config.remoteOrigins);
  const api = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken });
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell needs a #root element in index.html.');
  createRoot(container).render(<App services={<ShellServices api={api} config={config} />} />);
}

void start();
