import type { Settings, ShopApi, WinnerStats } from '@shop/shared-contracts';
import { SERVER_HTML_FRESH_MS } from '../shellConstants';
import { withTimeout } from '../remotes/withTimeout';
import { FreshValue } from './freshValue';

/** What every page uses: the shop's settings and winner stats, each null when its call failed. */
export interface SiteData {
  settings: Settings | null;
  winnerStats: WinnerStats | null;
}

export const tooSlow = (what: string, ms: number) => () => new Error(`${what} took longer than ${ms} ms`);

/** The site data, read again at most every SERVER_HTML_FRESH_MS, through the API client of the moment. */
export function siteDataSource(api: () => ShopApi): FreshValue<SiteData> {
  return new FreshValue(async () => {
    const client = api();
    const [settings, winnerStats] = await Promise.all([client.getSettings().catch(() => null), client.getWinnerStats().catch(() => null)]);
    return { settings, winnerStats };
  }, SERVER_HTML_FRESH_MS);
}

/** The site data, or an error once `budgetMs` have passed without it. */
export function siteDataWithin(siteData: FreshValue<SiteData>, budgetMs: number): Promise<SiteData> {
  return withTimeout(siteData.get(), budgetMs, tooSlow("the shop's settings", budgetMs));
}
