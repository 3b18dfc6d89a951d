import * as v from 'valibot';
import { STORAGE_KEYS, SettingsSchema, WinnerStatsSchema, type KeyValueStorage, type Settings, type ShopApi, type ShopBus } from '@shop/shared-contracts';
import { SETTINGS_CACHE_TTL_MS, WINNER_STATS_CACHE_TTL_MS } from '../shellConstants';
import { cachedFetch, readCopy } from './cachedFetch';

export interface SiteDataDeps {
  api: Pick<ShopApi, 'getSettings' | 'getWinnerStats'>;
  bus: ShopBus;
  storage: KeyValueStorage;
  now: () => number;
}

const acceptWith =
  <T>(schema: v.GenericSchema<unknown, T>) =>
  (data: unknown): T | null => {
    const result = v.safeParse(schema, data);
    return result.success ? result.output : null;
  };

/**
 * The settings fields kept under their own local-storage keys (STORAGE_KEYS). Text and
 * numbers are stored as they are (the show-question flag reads "1"); the ticket list as JSON.
 */
export function storeSettingsKeys(storage: KeyValueStorage, settings: Settings): void {
  const entries: [string, string | number | number[]][] = [
    [STORAGE_KEYS.sliderSpeed, settings.slider_speed],
    [STORAGE_KEYS.suggestedTickets, settings.suggested_tickets],
    [STORAGE_KEYS.announcement, settings.announcement],
    [STORAGE_KEYS.liveDrawInfo, settings.live_draw_info],
    [STORAGE_KEYS.mainCompetition, settings.main_competition],
    [STORAGE_KEYS.desktopHeight, settings.slider_height_desktop],
    [STORAGE_KEYS.mobileHeight, settings.slider_height_mobile],
    [STORAGE_KEYS.tabletHeight, settings.slider_height_tablet],
    [STORAGE_KEYS.showQuestion, settings.show_question],
  ];
  for (const [key, value] of entries) storage.setItem(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
}

/**
 * A server-rendered page came with the settings and winner stats it was rendered with: they become this
 * browser's cached copies, stamped with the render's time, unless it has newer copies of its own, so they
 * are not asked for again.
 */
export function seedSiteData(storage: KeyValueStorage, data: { settings: Settings | null; winnerStats: unknown }, renderedAt: number): void {
  const seed = (key: string, value: unknown) => {
    if (value === null) return;
    const kept = readCopy(storage, key);
    if (kept && kept.timestamp >= renderedAt) return;
    storage.setItem(key, JSON.stringify({ data: value, timestamp: renderedAt }));
  };
  // The shell's storage never throws (pageStorage): full or blocked, the copies are kept in memory instead.
  seed(STORAGE_KEYS.settingsCache, data.settings);
  seed(STORAGE_KEYS.winnerStatsCache, data.winnerStats);
}

/** Settings and winner stats, each cached 15 minutes and published on the bus. Failures are only logged. */
export async function loadSiteData(deps: SiteDataDeps): Promise<void> {
  const settings = cachedFetch({
    key: STORAGE_KEYS.settingsCache,
    ttlMs: SETTINGS_CACHE_TTL_MS,
    storage: deps.storage,
    now: deps.now,
    load: () => deps.api.getSettings(),
    accept: acceptWith(SettingsSchema),
  }).then((value) => {
    deps.bus.emit({ type: 'shell:settings', settings: value });
    storeSettingsKeys(deps.storage, value);
  });
  const stats = cachedFetch({
    key: STORAGE_KEYS.winnerStatsCache,
    ttlMs: WINNER_STATS_CACHE_TTL_MS,
    storage: deps.storage,
    now: deps.now,
    load: () => deps.api.getWinnerStats(),
    accept: acceptWith(WinnerStatsSchema),
  }).then((value) => deps.bus.emit({ type: 'shell:winner-stats', stats: value }));
  const results = await Promise.allSettled([settings, stats]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('[shell] site data failed to load:', result.reason);
  }
}
