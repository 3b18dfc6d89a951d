import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageHead, RemoteName, ScreenId, Settings, ShopApi } from '@shop/shared-contracts';
import type { RemoteMeta } from '../remoteMeta';
import type { RemoteScreenProps } from '../createRemoteScreen';

/** One public page the render server asks a remote to prepare, before it renders the remote's `Screen`. */
export interface ServerPageRequest<R extends RemoteName = RemoteName> {
  screen: ScreenId<R>;
  /** The URL's path and its route parameters (`competitionDetail`, `category`, …). */
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  api: ShopApi;
  /** The page's query client: what the screen will show goes in here, and is sent to the browser with the HTML. */
  queryClient: QueryClient;
  settings: Settings;
  /** The render's clock (ms), the one the screen renders with. */
  now: number;
  /** The shop's public origin and the API host: for absolute URLs in the head (canonical, og:image, JSON-LD). */
  site: { origin: string; apiHost: string };
}

/**
 * A remote's server build (`src/exposed/server.ts`, built into `<version>/server/remote.cjs`): the same
 * `Screen` the browser loads, and `loadPage`, which puts the screen's data in the query client and
 * describes the page's head. `null` from `loadPage` means "not server-rendered": the page goes to the
 * browser to render, as before.
 */
export interface ServerRemote<R extends RemoteName = RemoteName> {
  meta: RemoteMeta<R>;
  Screen: ComponentType<RemoteScreenProps<R>>;
  loadPage(request: ServerPageRequest<R>): Promise<PageHead | null>;
}
