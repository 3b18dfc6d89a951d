import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError, BUS_GLOBAL_KEY, DEFAULT_RUNTIME_CONFIG, DEFAULT_SETTINGS, STORAGE_KEYS, getBus, type ShopApi } from '@shop/shared-contracts';
import { loadInstantWinFeed } from '../features/instantWin/loadInstantWinFeed';
import { mountStaticCookieNotice, resetStaticCookieNotice } from '../testing/staticCookieNotice';
import { ShellServices } from './ShellServices';

// The feed's SDK is not what this test is about; it never delivers here.
jest.mock('../features/instantWin/loadInstantWinFeed', () => ({ loadInstantWinFeed: jest.fn(async () => ({ subscribe: () => () => undefined })) }));

const failing = (name: string) =>
  jest.fn(async () => {
    throw new ApiError(`${name}: network error (connect ECONNREFUSED)`, 0, 'network_error', null);
  });

function renderServices(api: Partial<ShopApi>, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <ShellServices api={api as ShopApi} config={DEFAULT_RUNTIME_CONFIG} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('ShellServices', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetStaticCookieNotice();
    jest.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  });

  it('keeps the page whole when every call fails: logged, no error toast, a guest, the cookie notice', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, btoa('stale-token'));
    const api = {
      checkAuth: failing('check-auth'),
      getPurchasedCompetitions: failing('get_purchased_competition'),
      getSettings: failing('getsettings'),
      getWinnerStats: failing('get_realtime_winners_prize_value'),
    };
    // The notice is part of the page's HTML (index.html), there before the shell starts.
    mountStaticCookieNotice();
    renderServices(api);
    await waitFor(() => expect(getBus().latest('shell:user')?.state.authChecked).toBe(true));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('[shell] site data failed to load:', expect.any(ApiError)));
    expect(getBus().latest('shell:user')?.state.user).toBeNull();
    expect(getBus().latest('shell:settings')).toBeUndefined();
    getBus().emit({ type: 'page:content-ready', screen: 'home' });
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
    expect(screen.getByTestId('shell-cookie-notice')).toBeVisible();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('connects the instant-win feed 5 seconds after the page content is in, not sooner', async () => {
    jest.mocked(loadInstantWinFeed).mockClear();
    jest.useFakeTimers();
    try {
      const api = {
        checkAuth: jest.fn(),
        getSettings: jest.fn(async () => DEFAULT_SETTINGS),
        getWinnerStats: jest.fn(async () => ({ totalPrizeValue: 0, totalWinner: 0 })),
      };
      renderServices(api);
      getBus().emit({ type: 'page:content-ready', screen: 'home' });
      // The content moment: two frames, a task and the idle callback (a timer in jsdom).
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(loadInstantWinFeed).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3_900);
      });
      expect(loadInstantWinFeed).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(loadInstantWinFeed).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts each service once: one auth check, one settings call, one stats call', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, btoa('tok'));
    const api = {
      checkAuth: jest.fn(async () => {
        throw new ApiError('check-auth: HTTP 403', 403, 'invalid_token', 'Invalid token');
      }),
      getPurchasedCompetitions: jest.fn(),
      getSettings: jest.fn(async () => ({ ...DEFAULT_SETTINGS, announcement: 'Hello' })),
      getWinnerStats: jest.fn(async () => ({ totalPrizeValue: 10, totalWinner: 1 })),
    };
    renderServices(api);
    await waitFor(() => expect(getBus().latest('shell:settings')?.settings.announcement).toBe('Hello'));
    expect(api.checkAuth).toHaveBeenCalledTimes(1);
    expect(api.getSettings).toHaveBeenCalledTimes(1);
    expect(api.getWinnerStats).toHaveBeenCalledTimes(1);
  });
});
