import { API_TIMEOUT_MS, shopApiFor } from './useShopApi';

describe("the page's API client", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it(`gives up on a call with no answer after ${API_TIMEOUT_MS / 1000} s, as on a lost connection`, async () => {
    // The timer itself is the platform's (AbortSignal.timeout); the test stands in for it firing.
    const timer = new AbortController();
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    // A server that never answers: the call only ends when its signal aborts.
    globalThis.fetch = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('signal timed out', 'TimeoutError'))),
        ),
    );
    const api = shopApiFor({ apiHost: 'https://hangs.example.co.uk', serviceToken: 'service' });
    const outcome = api.getSettings().then(
      () => 'answered',
      (error: { code?: string; status?: number }) => `${error.status} ${error.code}`,
    );
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS);
    expect(jest.mocked(globalThis.fetch).mock.calls[0]?.[1]?.signal).toBe(timer.signal);
    timer.abort();
    expect(await outcome).toBe('0 network_error');
  });
});
