import { performance } from 'node:perf_hooks';
import { AUTH_LIMIT_POLICY, type AuthLimitPolicy } from './domain/authAttempts';
import { raw, startTestApi } from './testing/testApi';

const WRONG = 'Wrong!Pass2024';
const login = (api: { url: string }, username: string, password: string) => raw(api, '/api/v1/login', { body: { username, password } });
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const median = (values: number[]) => percentile(values, 0.5);

/** No limit gets in the way: these tests time password checks, many of them wrong. */
const UNLIMITED: AuthLimitPolicy = {
  signIn: {
    account: { ...AUTH_LIMIT_POLICY.signIn.account, freeFailures: 100_000, lockAfterFailures: 100_000 },
    address: { ...AUTH_LIMIT_POLICY.signIn.address, free: 100_000 },
  },
  registration: AUTH_LIMIT_POLICY.registration,
  passwordReset: AUTH_LIMIT_POLICY.passwordReset,
};

/** Password checks: constant-time, hashing off the event loop (the limits themselves: fairLimits.test.ts). */
describe('sign-in password checks', () => {
  it('takes as long for an unknown account as for a wrong password on a real one', async () => {
    const api = await startTestApi({ authLimits: UNLIMITED });
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
    const api = await startTestApi({ authLimits: UNLIMITED });
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
