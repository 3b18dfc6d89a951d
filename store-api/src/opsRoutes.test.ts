import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteEventCount } from './domain/opsProtocol';
import { DEFAULT_SERVICE_TOKEN, startStoreApi, type RunningStoreApi } from './server';
import { recordRemoteEvents } from './domain/remoteEvents';

const HOUR_MS = 60 * 60 * 1000;
const SERVICE = { Authorization: `Bearer ${DEFAULT_SERVICE_TOKEN}` };

/** The ops collector's calls (outside the WordPress API): remote views and problems in, a release's figures out. */
describe('ops routes', () => {
  let api: RunningStoreApi;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-ops-'));
    api = await startStoreApi({ port: 0, rtdbPort: false, dataDir });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(body: unknown, headers: Record<string, string> = SERVICE) {
    const response = await fetch(`${api.url}/ops/remote-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function health(query: Record<string, string>, headers: Record<string, string> = SERVICE) {
    const response = await fetch(`${api.url}/ops/remote-health?${new URLSearchParams(query)}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const storedRows = () => (api.db.prepare('SELECT COUNT(*) AS rows FROM remote_events').get() as { rows: number }).rows;
  const anHourAgo = () => new Date(Date.now() - HOUR_MS).toISOString();
  const noProblems = { 'load-failed': 0, 'render-error': 0, error: 0, 'server-error': 0 };

  it("records a batch and sums a release's views and problems by kind", async () => {
    const since = anHourAgo();
    const events: RemoteEventCount[] = [
      { remote: 'catalog', version: '1.0.0', kind: 'view', count: 40 },
      { remote: 'catalog', version: '1.0.0', kind: 'load-failed', count: 2 },
      { remote: 'catalog', version: '1.0.0', kind: 'render-error', count: 1 },
      { remote: 'catalog', version: '1.0.0', kind: 'view', count: 10 },
      { remote: 'catalog', version: '1.0.0', kind: 'load-failed', count: 3 },
      { remote: 'catalog', version: '1.0.0', kind: 'server-error', count: 4 },
      // Other releases: not this one's figures.
      { remote: 'catalog', version: '1.0.1', kind: 'view', count: 1000 },
      { remote: 'catalog', version: '1.0.1', kind: 'error', count: 7 },
      { remote: 'basket', version: '1.0.0', kind: 'view', count: 500 },
      { remote: 'basket', version: '1.0.0', kind: 'error', count: 9 },
    ];
    expect(await post({ events })).toEqual({ status: 200, body: { success: true, recorded: 10 } });

    expect(await health({ remote: 'catalog', version: '1.0.0', since })).toEqual({
      status: 200,
      body: { remote: 'catalog', version: '1.0.0', since, views: 50, problems: { 'load-failed': 5, 'render-error': 1, error: 0, 'server-error': 4 } },
    });
    expect((await health({ remote: 'catalog', version: '1.0.1', since })).body).toEqual({
      remote: 'catalog',
      version: '1.0.1',
      since,
      views: 1000,
      problems: { ...noProblems, error: 7 },
    });
    expect((await health({ remote: 'basket', version: '1.0.0', since })).body).toMatchObject({ views: 500, problems: { ...noProblems, error: 9 } });
  });

  it('adds up several batches', async () => {
    const since = anHourAgo();
    await post({ events: [{ remote: 'account', version: '2.0.0', kind: 'view', count: 3 }] });
    await post({ events: [{ remote: 'account', version: '2.0.0', kind: 'view', count: 4 }] });
    expect((await health({ remote: 'account', version: '2.0.0', since })).body).toEqual({
      remote: 'account',
      version: '2.0.0',
      since,
      views: 7,
      problems: noProblems,
    });
  });

  it('answers zeros, every problem kind present, for a release with nothing recorded', async () => {
    const since = anHourAgo();
    expect(await health({ remote: 'account', version: '9.9.9', since })).toEqual({
      status: 200,
      body: { remote: 'account', version: '9.9.9', since, views: 0, problems: noProblems },
    });
  });

  it('counts only what was recorded since `since`', async () => {
    const now = Date.now();
    recordRemoteEvents(
      api.db,
      [
        { remote: 'basket', version: '3.0.0', kind: 'view', count: 100 },
        { remote: 'basket', version: '3.0.0', kind: 'error', count: 50 },
      ],
      now - 2 * HOUR_MS,
    );
    await post({
      events: [
        { remote: 'basket', version: '3.0.0', kind: 'view', count: 20 },
        { remote: 'basket', version: '3.0.0', kind: 'render-error', count: 1 },
      ],
    });

    const lastHour = new Date(now - HOUR_MS).toISOString();
    expect((await health({ remote: 'basket', version: '3.0.0', since: lastHour })).body).toEqual({
      remote: 'basket',
      version: '3.0.0',
      since: lastHour,
      views: 20,
      problems: { ...noProblems, 'render-error': 1 },
    });
    const threeHours = new Date(now - 3 * HOUR_MS).toISOString();
    expect((await health({ remote: 'basket', version: '3.0.0', since: threeHours })).body).toMatchObject({
      views: 120,
      problems: { ...noProblems, error: 50, 'render-error': 1 },
    });
    const later = new Date(now + HOUR_MS).toISOString();
    expect((await health({ remote: 'basket', version: '3.0.0', since: later })).body).toMatchObject({ views: 0, problems: noProblems });
  });

  describe('without the service bearer', () => {
    const forbidden = { status: 401, body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } } };
    const batch = { events: [{ remote: 'catalog', version: '4.0.0', kind: 'view', count: 1 }] };

    it.each([
      ['no Authorization', {}],
      ['a wrong bearer', { Authorization: 'Bearer not-the-service-token' }],
      ['the token without "Bearer"', { Authorization: DEFAULT_SERVICE_TOKEN }],
    ])('refuses to record with %s, recording nothing', async (_label, headers: Record<string, string>) => {
      const before = storedRows();
      expect(await post(batch, headers)).toEqual(forbidden);
      expect(storedRows()).toBe(before);
    });

    it.each([
      ['no Authorization', {}],
      ['a wrong bearer', { Authorization: 'Bearer not-the-service-token' }],
    ])('refuses to read with %s', async (_label, headers: Record<string, string>) => {
      expect(await health({ remote: 'catalog', version: '1.0.0', since: anHourAgo() }, headers)).toEqual(forbidden);
    });
  });

  describe('a malformed batch', () => {
    const valid = { remote: 'catalog', version: '5.0.0', kind: 'view', count: 1 };

    it.each([
      ['an unknown kind', { ...valid, kind: 'crash' }],
      ['a count of 0', { ...valid, count: 0 }],
      ['a count that is not whole', { ...valid, count: 1.5 }],
      ['a count over a million', { ...valid, count: 1_000_001 }],
      ['an unknown remote', { ...valid, remote: 'search' }],
      ['a version that is no folder name', { ...valid, version: '../1.0.0' }],
      ['a missing field', { remote: 'catalog', version: '5.0.0', kind: 'view' }],
    ])('is refused for %s, and none of it is recorded', async (_label, bad: object) => {
      const before = storedRows();
      expect(await post({ events: [valid, bad, valid] })).toEqual({
        status: 400,
        body: { code: 'rest_invalid_param', message: 'events: a list of {remote, version, kind, count} is expected.', data: { status: 400 } },
      });
      expect(storedRows()).toBe(before);
    });

    it('is refused when it has no list of events', async () => {
      const before = storedRows();
      for (const body of [{}, { events: valid }, { event: [valid] }]) {
        expect(await post(body)).toMatchObject({ status: 400, body: { code: 'rest_invalid_param' } });
      }
      expect(await post('{"events": [')).toMatchObject({ status: 400, body: { code: 'rest_invalid_json' } });
      expect(storedRows()).toBe(before);
      expect((await health({ remote: 'catalog', version: '5.0.0', since: anHourAgo() })).body).toMatchObject({ views: 0 });
    });
  });

  describe('a bad health query', () => {
    const since = new Date().toISOString();

    it.each([
      ['an unknown remote', { remote: 'search', version: '1.0.0', since }, 'remote: one of catalog, basket, account.'],
      ['no remote', { version: '1.0.0', since }, 'remote: one of catalog, basket, account.'],
      ['no version', { remote: 'catalog', since }, 'version: a release version is expected.'],
      ['a version that is no folder name', { remote: 'catalog', version: '../1.0.0', since }, 'version: a release version is expected.'],
      ['no since', { remote: 'catalog', version: '1.0.0' }, 'since: an ISO time is expected.'],
      ['a since that is no time', { remote: 'catalog', version: '1.0.0', since: 'last tuesday' }, 'since: an ISO time is expected.'],
    ])('is refused for %s, naming the field', async (_label, query: Record<string, string>, message) => {
      expect(await health(query)).toEqual({ status: 400, body: { code: 'rest_invalid_param', message, data: { status: 400 } } });
    });
  });
});
