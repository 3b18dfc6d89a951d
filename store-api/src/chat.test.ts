import { CHAT_RATE_LIMIT } from './domain/chat';
import { type memoryNoticeWriter } from './realtime/noticeWriter';
import { clientFor, raw, signedInClient, startTestApi } from './testing/testApi';
import { testClock } from './testing/testClock';

describe('community chat', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  const clock = testClock();
  beforeAll(async () => {
    api = await startTestApi({ now: clock.now });
  });
  afterAll(() => api.close());

  it("publishes a signed-in customer's message as plain text with their first name only", async () => {
    const client = await signedInClient(api, 'demo');
    const answer = await client.postChatMessage({ message: '  Tight lines <b>all</b>, 2 < 3  ' });
    expect(answer.success).toBe(true);
    const written = (api.notices as ReturnType<typeof memoryNoticeWriter>).chat;
    expect(written.at(-1)).toEqual({ id: expect.any(Number), name: 'Danny', message: 'Tight lines <b>all</b>, 2 < 3', created_at: expect.any(Number) });
  });

  it('asks a guest to sign in, refuses an empty or over-long message and a flood', async () => {
    await expect(clientFor(api).postChatMessage({ message: 'Hello' })).rejects.toMatchObject({ status: 401 });
    const client = await signedInClient(api, 'second');
    await expect(client.postChatMessage({ message: '   ' })).rejects.toMatchObject({ status: 400 });
    await expect(client.postChatMessage({ message: 'x'.repeat(501) })).rejects.toMatchObject({ status: 400 });
    for (let sent = 0; sent < CHAT_RATE_LIMIT; sent += 1) await client.postChatMessage({ message: `Message ${sent}` });
    const token = (await client.checkAuth()).token;
    const oneMore = () => raw(api, '/api/v1/community_chat', { body: { token, message: 'One more' } });
    // The 6th inside a minute waits until the 1st is a minute old, and is told how long that is.
    const postedAt = clock.now();
    for (const [secondsLater, seconds, wait] of [
      [0, 60, '1 minute'],
      [30, 30, '30 seconds'],
      [59, 1, '1 second'],
    ] as const) {
      clock.advance(postedAt + secondsLater * 1000 - clock.now());
      const flood = await oneMore();
      expect(flood.status).toBe(429);
      expect(flood.headers.get('retry-after')).toBe(String(seconds));
      expect(flood.body).toEqual({
        code: 'rest_chat_rate_limited',
        message: `You are sending messages too quickly. Please wait ${wait} and try again.`,
        data: { status: 429, retry_after: seconds },
      });
    }
    clock.advance(1000);
    expect((await oneMore()).status).toBe(200);
  });

  it("gives anyone the room's history: what was posted, oldest first, exactly as the live feed published it", async () => {
    const client = await signedInClient(api, 'demo');
    await client.postChatMessage({ message: 'First cast' });
    await client.postChatMessage({ message: 'Second cast' });
    const history = await clientFor(api).getChatHistory();
    const published = (api.notices as ReturnType<typeof memoryNoticeWriter>).chat;
    expect(history.slice(-2)).toEqual(published.slice(-2));
    expect(history.slice(-2).map((message) => message.message)).toEqual(['First cast', 'Second cast']);
    expect(history.map((message) => message.id)).toEqual([...history.map((message) => message.id)].sort((a, b) => a - b));
  });
});
