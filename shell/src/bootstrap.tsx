import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRuntimeConfig } from './runtime/loadRuntimeConfig';
import { initRemotes } from './remotes/remoteRegistry';

async function start(): Promise<void> {
  const { config } = await loadRuntimeConfig();
  await initRemotes(config.remotesManifestUrl, config.remoteOrigins);
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell needs a #root element in index.html.');
  createRoot(container).render(<App />);
}

void start();
