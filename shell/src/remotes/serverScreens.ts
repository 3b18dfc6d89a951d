import { createContext, type ComponentType } from 'react';
import type { RemoteName } from '@shop/shared-contracts';

export interface ScreenModule {
  default: ComponentType<{ screen: string }>;
}

/**
 * On the render server: the screen modules of the remotes' server builds, already loaded, so a slot
 * renders at once. Null in the browser, where slots load through the federation runtime.
 */
export const ServerScreensContext = createContext<Partial<Record<RemoteName, ScreenModule>> | null>(null);
