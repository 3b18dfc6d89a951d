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

  it("sends the public reads to the page's own origin when the render server answers them, and everything else to the API host", async () => {
    const asked: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response('{}', { status: 500 });
    });
    const api = shopApiFor({ apiHost: 'https://wp.example.co.uk', serviceToken: 'service', publicReadsFromStorefront: true });
    await Promise.allSettled([api.getSettings(), api.getCompetition(7), api.getOrders({ page: 1 })]);
    expect(asked).toEqual([
      `${location.origin}/competition/index.php/wp-json/?rest_route=/api/v1/getsettings`,
      `${location.origin}/competition/index.php/wp-json/?rest_route=/api/v1/getcompetition`,
      'https://wp.example.co.uk/competition/index.php/wp-json/?rest_route=/api/v1/orders',
    ]);
    const direct = shopApiFor({ apiHost: 'https://wp.example.co.uk', serviceToken: 'service' });
    await direct.getSettings().catch(() => undefined);
    expect(asked[3]).toBe('https://wp.example.co.uk/competition/index.php/wp-json/?rest_route=/api/v1/getsettings');
  });
});
