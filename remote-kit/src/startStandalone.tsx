import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { APP_ROUTES, DEFAULT_RUNTIME_CONFIG, GUEST_USER_STATE, getBus, readRuntimeConfig, theme, type RemoteName, type ScreenId } from '@shop/shared-contracts';
import { createQueryClient } from './queryClient';
import { shopApiFor } from './useShopApi';
import type { RemoteScreenProps } from './createRemoteScreen';

/** Stands in for the shell's services: runtime config, the signed-in user, toasts in the console. */
async function publishShellState(): Promise<void> {
  const bus = getBus();
  let config = DEFAULT_RUNTIME_CONFIG;
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) config = readRuntimeConfig(await response.json()).config;
  } catch {
    // No config.json next to the dev server: the local store-api defaults stand.
  }
  bus.emit({ type: 'shell:config', config });
  bus.on('shell:show-toast', (toast) => console.info(`[toast:${toast.kind}] ${toast.message}`));
  bus.emit({ type: 'shell:user', state: { ...GUEST_USER_STATE, isAuthenticating: true } });
  try {
    const user = await shopApiFor(config).checkAuth();
    bus.emit({ type: 'shell:user', state: { ...GUEST_USER_STATE, user, isAuthenticating: true, authChecked: true } });
  } catch {
    bus.emit({ type: 'shell:user', state: { ...GUEST_USER_STATE, isAuthenticating: true, authChecked: true } });
  }
  bus.emit({ type: 'shell:load-basket', requestId: 1 });
}

/** Standalone mode: a remote's own pages without the shell, so its team can work alone. */
export function startStandalone<R extends RemoteName>(remote: R, Screen: ComponentType<RemoteScreenProps<R>>): void {
  const ownRoutes = APP_ROUTES.filter((route): route is (typeof APP_ROUTES)[number] & { screen: ScreenId<R> } => route.owner === remote);
  void publishShellState();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <nav aria-label="Standalone pages" style={{ padding: 12, display: 'flex', flexWrap: 'wrap', gap: 12, background: theme.color.brandDark }}>
            <strong style={{ color: theme.color.onBrand }}>remote-{remote} (standalone)</strong>
            {ownRoutes
              .filter((route) => !route.path.includes(':'))
              .map((route) => (
                <Link key={route.path} to={route.path} style={{ color: theme.color.accent }}>
                  {route.title}
                </Link>
              ))}
          </nav>
          <Routes>
            {ownRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<Screen screen={route.screen} />} />
            ))}
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
