import * as v from 'valibot';
import { STORAGE_KEYS, SettingsSchema, createBus, type ShopBus, type WinnerStats } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { loadSiteData } from './siteData';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

const SETTINGS_ANSWER = {
  suggested_tickets: [5, '10', 25],
  announcement: 'Free postal entry on every competition',
  live_draw_info: 'Live draws every Sunday at 8pm',
  main_competition: 'Bait Boat Bonanza',
  slider_height_desktop: '520',
  slider_height_mobile: 320,
  slider_height_tablet: 420,
  show_question: '1',
  slider_speed: 4000,
  reward_prize_info: 'Reward prizes at 25%, 50% and 75% sold',
  frontend_scripts: [{ html: '<script>window.tracked = true</script>', needs_consent: '1' }],
};

function setup() {
  let now = T0;
  const storage = new MemoryStorage();
  const bus: ShopBus = createBus();
  const api = {
    // The real client checks answers with the same schema at the boundary.
    getSettings: jest.fn(async () => v.parse(SettingsSchema, SETTINGS_ANSWER)),
    getWinnerStats: jest.fn(async (): Promise<WinnerStats> => ({ totalPrizeValue: 125000, totalWinner: 3210 })),
  };
  const load = () => loadSiteData({ api, bus, storage, now: () => now });
  const setNow = (value: number) => {
    now = value;
  };
  return { api, bus, storage, load, setNow };
}

describe('settings and winner stats', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches both on the first load and publishes them on the bus', async () => {
    const { api, bus, load } = setup();
    await load();
    expect(api.getSettings).toHaveBeenCalledTimes(1);
    expect(api.getWinnerStats).toHaveBeenCalledTimes(1);
    expect(bus.latest('shell:settings')?.settings.announcement).toBe('Free postal entry on every competition');
    expect(bus.latest('shell:winner-stats')?.stats).toEqual({ totalPrizeValue: 125000, totalWinner: 3210 });
  });

  it.each([
    ['14:59', 14 * MINUTE + 59_000, 1],
    ['15:01', 15 * MINUTE + 1_000, 2],
  ])('a copy %s old is %s', async (_label, age, expectedCalls) => {
    const { api, bus, load, setNow } = setup();
    await load();
    setNow(T0 + age);
    await load();
    expect(api.getSettings).toHaveBeenCalledTimes(expectedCalls);
    expect(api.getWinnerStats).toHaveBeenCalledTimes(expectedCalls);
    // Cached or not, the page gets its settings and stats on the bus.
    expect(bus.latest('shell:settings')?.settings.main_competition).toBe('Bait Boat Bonanza');
    expect(bus.latest('shell:winner-stats')?.stats.totalWinner).toBe(3210);
  });

  it('caches each answer under its key as {data, timestamp}', async () => {
    const { storage, load } = setup();
    await load();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.settingsCache)!)).toMatchObject({ timestamp: T0, data: { slider_speed: 4000 } });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.winnerStatsCache)!)).toEqual({ timestamp: T0, data: { totalPrizeValue: 125000, totalWinner: 3210 } });
  });

  it('stores the settings fields under the local keys', async () => {
    const { storage, load } = setup();
    await load();
    expect(Object.fromEntries(storage.values)).toMatchObject({
      slider_speed: '4000',
      suggested_tickets: '[5,10,25]',
      announcement: 'Free postal entry on every competition',
      live_draw_info: 'Live draws every Sunday at 8pm',
      main_competition: 'Bait Boat Bonanza',
      desktop_height: '520',
      mobile_height: '320',
      tablet_height: '420',
      show_question: '1',
    });
  });

  it('refetches a cached copy that is garbled or stamped in the future', async () => {
    const { api, storage, load } = setup();
    storage.setItem(STORAGE_KEYS.settingsCache, '{not json');
    storage.setItem(STORAGE_KEYS.winnerStatsCache, JSON.stringify({ data: { totalPrizeValue: 1, totalWinner: 1 }, timestamp: T0 + 60 * MINUTE }));
    await load();
    expect(api.getSettings).toHaveBeenCalledTimes(1);
    expect(api.getWinnerStats).toHaveBeenCalledTimes(1);
  });

  it('applies defaults to missing and broken settings fields and keeps the good ones', async () => {
    const { api, bus, load } = setup();
    api.getSettings.mockImplementation(async () =>
      v.parse(SettingsSchema, { announcement: 'Still here', frontend_scripts: { broken: true }, slider_speed: 'fast' }),
    );
    await load();
    expect(bus.latest('shell:settings')?.settings).toMatchObject({ announcement: 'Still here', frontend_scripts: [], slider_speed: 0, suggested_tickets: [] });
  });

  it('only logs a failure: nothing is published and the other answer still arrives', async () => {
    const { api, bus, load } = setup();
    api.getSettings.mockRejectedValue(new Error('getsettings: HTTP 500'));
    await expect(load()).resolves.toBeUndefined();
    expect(bus.latest('shell:settings')).toBeUndefined();
    expect(bus.latest('shell:winner-stats')?.stats.totalPrizeValue).toBe(125000);
    expect(console.error).toHaveBeenCalledWith('[shell] site data failed to load:', expect.any(Error));
  });
});
