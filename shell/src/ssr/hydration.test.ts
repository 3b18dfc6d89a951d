import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  BUS_GLOBAL_KEY,
  getBus,
  safeStorage,
  RENDERED_DATA_FRESH_MS,
  SettingsSchema,
  STORAGE_KEYS,
  type Settings,
  type WinnerStats,
} from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { seedSiteData } from '../services/siteData';
import { controlledClock } from '../testing/controlledClock';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { restoreRenderedState } from './hydration';
import type { RenderedState } from './pageState';

/** When the server rendered the page: 22 November 2026, 12:00:00 UTC. */
const RENDERED_AT = Date.UTC(2026, 10, 22, 12, 0, 0);
/** The browser opens the page 3 seconds after it was rendered. */
const OPENED_AT = RENDERED_AT + 3_000;

const SETTINGS: Settings = v.parse(SettingsSchema, {
  announcement: 'Free postal entry on every competition',
  main_competition: 'Bait Boat Bonanza',
  slider_speed: 4000,
});
const STATS: WinnerStats = { totalPrizeValue: 125000, totalWinner: 3210 };

const COMPETITION_KEY = ['catalog', 'competition', 102];
const ROW_KEY = ['catalog', 'list', 'featured', '', 'row', 6];
const HOW_KEY = ['catalog', 'how-it-works'];
const REEL_TRIO = competitionFixture({ id: 102, title: 'Reel Trio' });
const ROW = { success: true, data: [REEL_TRIO], page: 1, total_pages: 1, total: 1 };
const HOW = { title: 'How it works', steps: [{ title: 'Choose', description: 'Pick a competition' }] };

/** The server's query client as it is sent with the page: data fetched at the given times. */
function serverQueries(entries: [readonly unknown[], unknown, number][]): DehydratedState {
  const server = new QueryClient();
  for (const [key, data, updatedAt] of entries) server.setQueryData(key, data, { updatedAt });
  const state = dehydrate(server);
  server.clear();
  return state;
}

function renderedState(overrides: Partial<RenderedState> = {}): RenderedState {
  return {
    queries: serverQueries([[COMPETITION_KEY, REEL_TRIO, RENDERED_AT]]),
    settings: SETTINGS,
    winnerStats: STATS,
    renderTime: RENDERED_AT,
    ...overrides,
  };
}

const resetBus = () => {
  delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
};

describe('restoreRenderedState', () => {
  const clock = controlledClock(OPENED_AT);
  let client: QueryClient;
  beforeEach(() => {
    resetBus();
    localStorage.clear();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    resetBus();
    localStorage.clear();
  });

  it('puts the server’s queries in the query client, with the times they were fetched at', () => {
    const queries = serverQueries([
      [COMPETITION_KEY, REEL_TRIO, RENDERED_AT - 500],
      [ROW_KEY, ROW, RENDERED_AT - 200],
      [HOW_KEY, HOW, RENDERED_AT - 30_000],
    ]);
    restoreRenderedState(renderedState({ queries }), client);
    expect(client.getQueryData(COMPETITION_KEY)).toEqual(REEL_TRIO);
    expect(client.getQueryData(ROW_KEY)).toEqual(ROW);
    expect(client.getQueryData(HOW_KEY)).toEqual(HOW);
    expect(client.getQueryState(COMPETITION_KEY)?.dataUpdatedAt).toBe(RENDERED_AT - 500);
    expect(client.getQueryState(HOW_KEY)?.dataUpdatedAt).toBe(RENDERED_AT - 30_000);
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it('publishes the settings and winner stats on the bus, as the very objects the first render reads', () => {
    const { renderedBus } = restoreRenderedState(renderedState(), client);
    expect(getBus().latest('shell:settings')).toEqual({ type: 'shell:settings', settings: SETTINGS });
    expect(getBus().latest('shell:winner-stats')).toEqual({ type: 'shell:winner-stats', stats: STATS });
    expect(renderedBus['shell:settings']).toBe(getBus().latest('shell:settings'));
    expect(renderedBus['shell:winner-stats']).toBe(getBus().latest('shell:winner-stats'));
    expect(renderedBus['shell:user']).toBeUndefined();
  });

  it('publishes nothing for settings or stats the server did not have', () => {
    restoreRenderedState(renderedState({ settings: null, winnerStats: null }), client);
    expect(getBus().latest('shell:settings')).toBeUndefined();
    expect(getBus().latest('shell:winner-stats')).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.settingsCache)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.winnerStatsCache)).toBeNull();
  });

  it('keeps the settings and winner stats as this browser’s cached copies, stamped with the render time', () => {
    restoreRenderedState(renderedState(), client);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.settingsCache)!)).toEqual({ data: SETTINGS, timestamp: RENDERED_AT });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.winnerStatsCache)!)).toEqual({ data: STATS, timestamp: RENDERED_AT });
  });

  it('still restores the page when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { clock: renderClock } = restoreRenderedState(renderedState(), client);
    expect(renderClock.current).toBe(RENDERED_AT);
    expect(client.getQueryData(COMPETITION_KEY)).toEqual(REEL_TRIO);
    expect(getBus().latest('shell:settings')?.settings).toEqual(SETTINGS);
    expect(getBus().latest('shell:winner-stats')?.stats).toEqual(STATS);
  });

  it('returns the render clock, cleared by the page’s content-ready signal and nothing else', () => {
    const { clock: renderClock } = restoreRenderedState(renderedState(), client);
    expect(renderClock).toEqual({ current: RENDERED_AT });
    getBus().emit({ type: 'basket:summary', summary: { items: [], count: 0, total: 0 } });
    getBus().emit({ type: 'shell:settings', settings: SETTINGS });
    expect(renderClock.current).toBe(RENDERED_AT);
    getBus().emit({ type: 'page:content-ready', screen: 'home' });
    expect(renderClock.current).toBeNull();
  });

  it('after content-ready, invalidates the queries older than the HTML’s cache life and only those', () => {
    const readyAt = OPENED_AT + 1_000;
    const queries = serverQueries([
      // A page a CDN kept: fetched more than RENDERED_DATA_FRESH_MS before the page was ready.
      [HOW_KEY, HOW, readyAt - RENDERED_DATA_FRESH_MS - 1],
      // Exactly as old as the cache life: still fresh.
      [ROW_KEY, ROW, readyAt - RENDERED_DATA_FRESH_MS],
      [COMPETITION_KEY, REEL_TRIO, RENDERED_AT],
    ]);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    restoreRenderedState(renderedState({ queries }), client);
    expect(invalidate).not.toHaveBeenCalled();
    expect(client.getQueryState(HOW_KEY)?.isInvalidated).toBe(false);

    clock.now = readyAt;
    getBus().emit({ type: 'page:content-ready', screen: 'home' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(HOW_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(ROW_KEY)?.isInvalidated).toBe(false);
    expect(client.getQueryState(COMPETITION_KEY)?.isInvalidated).toBe(false);
  });

  it('invalidates nothing on a page as fresh as its cache life allows', () => {
    restoreRenderedState(renderedState(), client);
    clock.now = RENDERED_AT + RENDERED_DATA_FRESH_MS;
    getBus().emit({ type: 'page:content-ready', screen: 'competition-details' });
    expect(client.getQueryState(COMPETITION_KEY)?.isInvalidated).toBe(false);
  });

  it('acts on the first content-ready only: screens that become ready later invalidate nothing', () => {
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    restoreRenderedState(renderedState(), client);
    getBus().emit({ type: 'page:content-ready', screen: 'home' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(COMPETITION_KEY)?.isInvalidated).toBe(false);

    clock.now = RENDERED_AT + 10 * RENDERED_DATA_FRESH_MS;
    getBus().emit({ type: 'page:content-ready', screen: 'competitions' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(COMPETITION_KEY)?.isInvalidated).toBe(false);
  });
});

describe('seedSiteData', () => {
  const settingsCopy = (storage: MemoryStorage) => JSON.parse(storage.values.get(STORAGE_KEYS.settingsCache) ?? 'null');
  const statsCopy = (storage: MemoryStorage) => JSON.parse(storage.values.get(STORAGE_KEYS.winnerStatsCache) ?? 'null');

  it('writes both copies as {data, timestamp: renderedAt} when the browser has none', () => {
    const storage = new MemoryStorage();
    seedSiteData(storage, { settings: SETTINGS, winnerStats: STATS }, RENDERED_AT);
    expect(STORAGE_KEYS.settingsCache).toBe('settings_cache');
    expect(STORAGE_KEYS.winnerStatsCache).toBe('winner_stats_cache');
    expect(settingsCopy(storage)).toEqual({ data: SETTINGS, timestamp: RENDERED_AT });
    expect(statsCopy(storage)).toEqual({ data: STATS, timestamp: RENDERED_AT });
    expect([...storage.values.keys()].sort()).toEqual(['settings_cache', 'winner_stats_cache']);
  });

  it('replaces copies older than the render, and garbled ones', () => {
    const storage = new MemoryStorage({
      [STORAGE_KEYS.settingsCache]: JSON.stringify({ data: { announcement: 'Old news' }, timestamp: RENDERED_AT - 1 }),
      [STORAGE_KEYS.winnerStatsCache]: '{not json',
    });
    seedSiteData(storage, { settings: SETTINGS, winnerStats: STATS }, RENDERED_AT);
    expect(settingsCopy(storage)).toEqual({ data: SETTINGS, timestamp: RENDERED_AT });
    expect(statsCopy(storage)).toEqual({ data: STATS, timestamp: RENDERED_AT });
  });

  it('keeps copies newer than the render', () => {
    const newerSettings = JSON.stringify({ data: { ...SETTINGS, announcement: 'Newer' }, timestamp: RENDERED_AT + 1 });
    const newerStats = JSON.stringify({ data: { totalPrizeValue: 126000, totalWinner: 3211 }, timestamp: RENDERED_AT + 60_000 });
    const storage = new MemoryStorage({ [STORAGE_KEYS.settingsCache]: newerSettings, [STORAGE_KEYS.winnerStatsCache]: newerStats });
    seedSiteData(storage, { settings: SETTINGS, winnerStats: STATS }, RENDERED_AT);
    expect(storage.values.get(STORAGE_KEYS.settingsCache)).toBe(newerSettings);
    expect(storage.values.get(STORAGE_KEYS.winnerStatsCache)).toBe(newerStats);
  });

  it('skips what the server did not have, and keeps the browser’s copy of it', () => {
    const kept = JSON.stringify({ data: SETTINGS, timestamp: RENDERED_AT - 60_000 });
    const storage = new MemoryStorage({ [STORAGE_KEYS.settingsCache]: kept });
    seedSiteData(storage, { settings: null, winnerStats: STATS }, RENDERED_AT);
    expect(storage.values.get(STORAGE_KEYS.settingsCache)).toBe(kept);
    expect(statsCopy(storage)).toEqual({ data: STATS, timestamp: RENDERED_AT });

    const empty = new MemoryStorage();
    seedSiteData(empty, { settings: null, winnerStats: null }, RENDERED_AT);
    expect(empty.values.size).toBe(0);
  });

  it('through the shell’s storage, never throws when the browser’s does: the copies are kept in memory for the page', () => {
    const copy = (data: unknown) => JSON.stringify({ data, timestamp: RENDERED_AT });
    const quotaFull = {
      ...new MemoryStorage(),
      setItem: jest.fn(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }),
    };
    const full = safeStorage(() => quotaFull as unknown as Storage);
    expect(() => seedSiteData(full, { settings: SETTINGS, winnerStats: STATS }, RENDERED_AT)).not.toThrow();
    expect(quotaFull.setItem).toHaveBeenCalledWith(STORAGE_KEYS.settingsCache, copy(SETTINGS));
    expect(full.getItem(STORAGE_KEYS.settingsCache)).toBe(copy(SETTINGS));

    const blocked = safeStorage(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(() => seedSiteData(blocked, { settings: SETTINGS, winnerStats: STATS }, RENDERED_AT)).not.toThrow();
    expect(blocked.getItem(STORAGE_KEYS.winnerStatsCache)).toBe(copy(STATS));
  });
});
