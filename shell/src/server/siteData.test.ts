/** @jest-environment node */
import { DEFAULT_SETTINGS, type ShopApi, type WinnerStats } from '@shop/shared-contracts';
import { siteDataSource, siteDataWithin } from './siteData';

const STATS = { total_winners: 12 } as unknown as WinnerStats;

function apiWith(calls: Pick<ShopApi, 'getSettings' | 'getWinnerStats'>): ShopApi {
  return calls as ShopApi;
}

describe('site data', () => {
  it('is the settings and the winner stats, each null when its call failed', async () => {
    const both = siteDataSource(() => apiWith({ getSettings: async () => DEFAULT_SETTINGS, getWinnerStats: async () => STATS }));
    await expect(both.get()).resolves.toEqual({ settings: DEFAULT_SETTINGS, winnerStats: STATS });
    const failing = siteDataSource(() =>
      apiWith({
        getSettings: async () => Promise.reject(new Error('down')),
        getWinnerStats: async () => STATS,
      }),
    );
    await expect(failing.get()).resolves.toEqual({ settings: null, winnerStats: STATS });
  });

  it('is read through the API client of the moment', async () => {
    const api = jest.fn(() => apiWith({ getSettings: async () => DEFAULT_SETTINGS, getWinnerStats: async () => STATS }));
    await siteDataSource(api).get();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('is an error once the budget has passed without it', async () => {
    jest.useFakeTimers();
    try {
      const hung = siteDataSource(() => apiWith({ getSettings: () => new Promise(() => undefined), getWinnerStats: async () => STATS }));
      const waiting = siteDataWithin(hung, 300);
      jest.advanceTimersByTime(300);
      await expect(waiting).rejects.toThrow("the shop's settings took longer than 300 ms");
    } finally {
      jest.useRealTimers();
    }
  });
});
