import type { Competition } from '@shop/shared-contracts';
import { CATALOGUE } from './seed/catalogue';
import { raw, startTestApi } from './testing/testApi';
import type { RunningStoreApi } from './server';

/** POST featured_competition {token, page} is also the call for all competitions. */
describe('featured_competition, the call for all competitions', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  // Open: neither finished nor sold out at seeding (every open seed draws days ahead).
  const open = CATALOGUE.filter((seed) => !seed.finished && seed.sold < 1);
  const featuredFirst = [...open.filter((seed) => seed.featured), ...open.filter((seed) => !seed.featured)].map((seed) => seed.title);

  it('answers every open competition, the featured ones first, to the spec payload', async () => {
    const answer = await raw(api, '/api/v1/featured_competition', { body: { token: '', page: 1, limit: 50 } });
    expect(answer.status).toBe(200);
    const data = answer.body.data as Competition[];
    expect(data.map((competition) => competition.title)).toEqual(featuredFirst);
    expect(data.every((competition) => competition.status === 'open')).toBe(true);
    expect(answer.body.total).toBe(featuredFirst.length);
  });

  it('pages like the other lists: the second page of five starts at the sixth', async () => {
    const answer = await raw(api, '/api/v1/featured_competition', { body: { token: '', page: 2, limit: 5 } });
    expect((answer.body.data as Competition[]).map((competition) => competition.title)).toEqual(featuredFirst.slice(5, 10));
    expect(answer.body.total_pages).toBe(Math.ceil(featuredFirst.length / 5));
  });
});
