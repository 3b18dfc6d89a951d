import type { Page } from 'playwright-core';

/** Every copy of a shared package the federation runtime has loaded on the page, as "version from app". */
export function loadedCopies(page: Page, packageName: string): Promise<string[]> {
  return page.evaluate((name) => {
    interface ShareInfo {
      from: string;
      loaded?: boolean;
    }
    const registry =
      (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__
        ?.__SHARE__ ?? {};
    const copies = new Set<string>();
    for (const scopes of Object.values(registry)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, info] of Object.entries(packages[name] ?? {})) {
          if (info.loaded) copies.add(`${version} from ${info.from}`);
        }
      }
    }
    return [...copies];
  }, packageName);
}
