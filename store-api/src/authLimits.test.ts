import { performance } from 'node:perf_hooks';
import { raw, startTestApi } from './testing/testApi';

const WRONG = 'Wrong!Pass2024';
const login = (api: { url: string }, username: string, password: string) => raw(api, '/api/v1/login', { body: { username, password } });
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const median = (values: number[]) => percentile(values, 0.5);

function expectTooMany(answer: Awaited<ReturnType<typeof raw>>) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ code: 'too_many_attempts', message: expect.stringMatching(/try again/), data: expect.objectContaining({ status: 429 }) });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/** Sign-in and registration: rate limited per account and per address, constant-time, hashing off the event loop. */
describe('sign-in limits', () => {
  it('answers 429 with Retry-After after 5 failures for one account, even for the right password; other accounts still sign in', async () => {
    const api = await startTestApi();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(api, 'second@anglingprizes.test', WRONG)).status).toBe(403);
    expectTooMany(await login(api, 'second@anglingprizes.test', 'BigCommon!2025'));
    // The account is the same whatever its spelling.
    expectTooMany(await login(api, ' SECOND@anglingprizes.test', 'BigCommon!2025'));
    expect((await login(api, 'demo@anglingprizes.test', 'TightLines!2024')).status).toBe(200);
    await api.close();
  });

  it('forgives a successful sign-in: failures before it do not count towards the limit', async () => {
    const api = await startTestApi();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(api, 'demo@anglingprizes.test', WRONG)).status).toBe(403);
      expect((await login(api, 'demo@anglingprizes.test', 'TightLines!2024')).status).toBe(200);
    }
    await api.close();
  });

  it('answers 429 after 20 failures from one address across accounts, registration included', async () => {
    const api = await startTestApi();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(api, `nobody${attempt}@example.com`, WRONG)).status).toBe(403);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const weak = await raw(api, '/api/v1/register', {
        body: { first_name: 'A', last_name: 'B', email: `weak${attempt}@example.com`, password: 'weak', date_of_birth: '1990-01-01' },
      });
      expect(weak.body.code).toBe('weak_password');
    }
    expectTooMany(await login(api, 'demo@anglingprizes.test', 'TightLines!2024'));
    expectTooMany(
      await raw(api, '/api/v1/register', {
        body: { first_name: 'A', last_name: 'B', email: 'fine@example.com', password: 'FreshWater!2024', date_of_birth: '1990-01-01' },
      }),
    );
    await api.close();
  });

  it('takes as long for an unknown account as for a wrong password on a real one', async () => {
    const api = await startTestApi({ authLimits: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 } });
    const time = async (username: string) => {
      const started = performance.now();
      expect((await login(api, username, WRONG)).status).toBe(403);
      return performance.now() - started;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      known.push(await time('demo@anglingprizes.test'));
      unknown.push(await time(`ghost${round}@example.com`));
    }
    expect(median(unknown) / median(known)).toBeGreaterThan(0.6);
    expect(median(unknown) / median(known)).toBeLessThan(1.6);
    await api.close();
  });

  it('keeps other calls fast during a login flood (hashing runs off the event loop)', async () => {
    const api = await startTestApi({ authLimits: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 } });
    await raw(api, '/api/v1/getsettings');
    let flooding = true;
    const flood = Promise.all(
      Array.from({ length: 12 }, async (_, client) => {
        while (flooding) expect((await login(api, `flood${client}@example.com`, WRONG)).status).toBe(403);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const latencies: number[] = [];
    for (let sample = 0; sample < 40; sample += 1) {
      const started = performance.now();
      expect((await raw(api, '/api/v1/getsettings')).status).toBe(200);
      latencies.push(performance.now() - started);
    }
    flooding = false;
    await flood;
    // With synchronous scrypt each call waited behind up to 12 queued hashes (about 500 ms). The bounds
    // leave room for a shared, loaded test machine (client and server share this process).
    expect(median(latencies)).toBeLessThan(50);
    expect(percentile(latencies, 0.9)).toBeLessThan(250);
    await api.close();
  });
});
