import { raw, startTestApi, clientFor } from './testing/testApi';
import type { RunningStoreApi } from './server';
import { TOKEN_IDLE_LIFETIME_MS } from './domain/users';

const DAY_MS = 86_400_000;

/** Sessions: a password change or sign-out ends the customer's other sessions; tokens lapse after 30 days unused. */
describe('sessions', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const signedIn = async (token: string) => (await raw(api, '/api/v1/check-auth', { body: { token } })).status === 200;
  const login = async (username: string, password: string) => {
    const answer = await raw(api, '/api/v1/login', { body: { username, password } });
    expect(answer.status).toBe(200);
    return (answer.body.data as { token: string }).token;
  };
  const profile = (email: string, current: string, next: string) => ({
    account_first_name: 'Sam',
    account_last_name: 'Roach',
    account_display_name: 'Sam Roach',
    account_email: email,
    password_current: current,
    password_1: next,
    password_2: next,
  });

  it('revokes every other session when the password changes through updateProfile, keeping the caller signed in', async () => {
    const client = clientFor(api);
    const user = await client.register({
      first_name: 'Sam',
      last_name: 'Roach',
      email: 'sessions@example.com',
      password: 'FirstPass!2024',
      date_of_birth: '1985-01-01',
    });
    const laptop = await login('sessions@example.com', 'FirstPass!2024');
    const phone = await login('sessions@example.com', 'FirstPass!2024');
    const otherCustomer = await login('second@anglingprizes.test', 'BigCommon!2025');

    // A profile save without a password change ends nothing.
    expect((await client.updateProfile(profile('sessions@example.com', '', ''))).success).toBe(true);
    expect(await signedIn(laptop)).toBe(true);

    const changed = await client.updateProfile(profile('sessions@example.com', 'FirstPass!2024', 'SecondPass!2024'));
    expect(changed.success).toBe(true);
    expect(await signedIn(user.token)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(otherCustomer)).toBe(true);
    const stale = await raw(api, '/api/v1/get_user_details', { body: { token: laptop } });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('rest_not_logged_in');
    // A user token used as the bearer value is refused too.
    expect((await raw(api, '/api/v1/getsettings', { headers: { Authorization: `Bearer ${phone}` } })).status).toBe(401);
    await login('sessions@example.com', 'SecondPass!2024');
  });

  it('signs out of every session of the customer on logout', async () => {
    const first = await login('demo@anglingprizes.test', 'TightLines!2024');
    const second = await login('demo@anglingprizes.test', 'TightLines!2024');
    const otherCustomer = await login('second@anglingprizes.test', 'BigCommon!2025');
    expect((await raw(api, '/api/v1/logout', { body: { token: first } })).status).toBe(200);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(otherCustomer)).toBe(true);
  });

  it('lets a token lapse after 30 days unused, each use extending it', async () => {
    const idle = await login('second@anglingprizes.test', 'BigCommon!2025');
    const active = await login('second@anglingprizes.test', 'BigCommon!2025');
    const setLastUse = (token: string, at: number) => api.db.prepare('UPDATE tokens SET last_used_at = ? WHERE token = ?').run(at, token);
    expect(TOKEN_IDLE_LIFETIME_MS).toBe(30 * DAY_MS);

    setLastUse(idle, Date.now() - 30 * DAY_MS - 1000);
    expect(await signedIn(idle)).toBe(false);

    // 29 days unused still works, and that use slides the expiry forward.
    setLastUse(active, Date.now() - 29 * DAY_MS);
    expect(await signedIn(active)).toBe(true);
    const lastUse = (api.db.prepare('SELECT last_used_at FROM tokens WHERE token = ?').get(active) as { last_used_at: number }).last_used_at;
    expect(Date.now() - lastUse).toBeLessThan(60_000);
    expect(await signedIn(active)).toBe(true);
  });
});
