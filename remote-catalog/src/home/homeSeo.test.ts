import { renderHook, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { applySeo, EMPTY_SEO, loadHomeSeo, useHomeSeo } from './homeSeo';

let mockApi: ReturnType<typeof api> = api(Promise.resolve(null));
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const SEO = { page_title: 'Angling Prizes | Win fishing tackle', meta_description: 'UK prize competitions for anglers', meta_title: 'Fishing competitions' };
const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0);

function api(result: Promise<typeof SEO | null>) {
  return { getSeoSettings: jest.fn(() => result) };
}

describe('home SEO with the homes_meta cache', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('uses a copy younger than 15 minutes and makes no call', async () => {
    localStorage.setItem(STORAGE_KEYS.homeSeo, JSON.stringify({ data: SEO, timestamp: NOW - 15 * MINUTE + 1 }));
    const client = api(Promise.resolve({ ...SEO, page_title: 'fresh' }));
    await expect(loadHomeSeo(client, localStorage, () => NOW)).resolves.toEqual(SEO);
    expect(client.getSeoSettings).not.toHaveBeenCalled();
  });

  it('fetches at 15 minutes and caches the answer with the current time', async () => {
    localStorage.setItem(STORAGE_KEYS.homeSeo, JSON.stringify({ data: SEO, timestamp: NOW - 15 * MINUTE }));
    const fresh = { ...SEO, page_title: 'New title' };
    const client = api(Promise.resolve(fresh));
    await expect(loadHomeSeo(client, localStorage, () => NOW)).resolves.toEqual(fresh);
    expect(client.getSeoSettings).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('homes_meta')!)).toEqual({ data: fresh, timestamp: NOW });
  });

  it('keeps empty values when the call fails, and caches nothing', async () => {
    await expect(loadHomeSeo(api(Promise.reject(new Error('down'))), localStorage, () => NOW)).resolves.toEqual(EMPTY_SEO);
    expect(localStorage.getItem('homes_meta')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('sets the page title and the description and title meta tags', () => {
    applySeo(document, SEO);
    expect(document.title).toBe(SEO.page_title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SEO.meta_description);
    expect(document.head.querySelector('meta[name="title"]')?.getAttribute('content')).toBe(SEO.meta_title);
  });
});

describe('home SEO after a failed fetch (the page keeps empty title and meta values)', () => {
  const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the page holds before the SEO step: the route's title and the server's head.
    document.title = 'Home | Angling Prizes';
    applySeo(document, SEO);
    document.title = 'Home | Angling Prizes';
  });
  afterEach(() => jest.restoreAllMocks());

  it('empties the title and the description and title meta tags, and logs the failure', async () => {
    const failure = new Error('SEO settings unavailable');
    mockApi = api(Promise.reject(failure));
    renderHook(() => useHomeSeo(new MemoryStorage()));
    await waitFor(() => expect(document.title).toBe(''));
    expect(meta('description')).toBe('');
    expect(meta('title')).toBe('');
    expect(console.error).toHaveBeenCalledWith('[catalog] the home SEO settings could not be loaded:', failure);
  });

  it('applies a successful answer as it is', async () => {
    mockApi = api(Promise.resolve(SEO));
    renderHook(() => useHomeSeo(new MemoryStorage()));
    await waitFor(() => expect(document.title).toBe('Angling Prizes | Win fishing tackle'));
    expect(meta('description')).toBe('UK prize competitions for anglers');
    expect(meta('title')).toBe('Fishing competitions');
  });
});
