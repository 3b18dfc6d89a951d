import { createQueryClient } from '@shop/remote-kit';
import { requestQueryClient } from './requestQueryClient';

describe('requestQueryClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("a server render's queries leave no collection timer behind, where the browser's client keeps one per query", async () => {
    const browserClient = createQueryClient();
    await browserClient.prefetchQuery({ queryKey: ['competition', 1], queryFn: () => Promise.resolve({ id: 1 }) });
    expect(jest.getTimerCount()).toBe(1);
    browserClient.clear();
    jest.clearAllTimers();

    const client = requestQueryClient();
    await client.prefetchQuery({ queryKey: ['competition', 1], queryFn: () => Promise.resolve({ id: 1 }) });
    await client.prefetchQuery({ queryKey: ['competition', 2], queryFn: () => Promise.reject(new Error('down')), retry: false });
    expect(jest.getTimerCount()).toBe(0);
    expect(client.getQueryData(['competition', 1])).toEqual({ id: 1 });
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
