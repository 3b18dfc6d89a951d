import { CHAT_RATE_LIMIT } from './domain/chat';
import { type memoryNoticeWriter } from './realtime/noticeWriter';
import { clientFor, raw, signedInClient, startTestApi } from './testing/testApi';

describe('community chat', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  beforeAll(async () => {
    api = await startTestApi();
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
    const flood = await raw(api, '/api/v1/community_chat', { body: { token: (await client.checkAuth()).token, message: 'One more' } });
    expect(flood.status).toBe(429);
    expect(flood.body).toEqual({ code: 'rest_chat_rate_limited', message: expect.any(String), data: { status: 429 } });
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
