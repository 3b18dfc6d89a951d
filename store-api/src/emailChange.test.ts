import { clientFor, raw, startTestApi } from './testing/testApi';
import type { RunningStoreApi } from './server';

const person = (email: string) => ({ first_name: 'Pat', last_name: 'Tench', email, password: 'GreenLake!2024', date_of_birth: '1988-03-03' });

/** An email change frees the old address: the username follows it, and registration checks both. */
describe('email change', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('register e1, change to e2, register e1 again: success; register e2: 400 existing_user_email; e1 no longer signs in to the moved account', async () => {
    const client = clientFor(api);
    await client.register(person('e1@example.com'));
    const moved = await client.updateProfile({
      account_first_name: 'Pat',
      account_last_name: 'Tench',
      account_display_name: 'Pat Tench',
      account_email: 'e2@example.com',
      password_current: '',
      password_1: '',
      password_2: '',
    });
    expect(moved).toMatchObject({ success: true, data: { email: 'e2@example.com' } });

    expect((await raw(api, '/api/v1/login', { body: { username: 'e1@example.com', password: 'GreenLake!2024' } })).status).toBe(403);
    const signIn = await raw(api, '/api/v1/login', { body: { username: 'e2@example.com', password: 'GreenLake!2024' } });
    expect(signIn.status).toBe(200);
    expect((signIn.body.data as { email: string }).email).toBe('e2@example.com');

    const again = await raw(api, '/api/v1/register', { body: { ...person('e1@example.com'), first_name: 'New' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, data: { email: 'e1@example.com', first_name: 'New' } });

    const duplicate = await raw(api, '/api/v1/register', { body: person('E2@example.com') });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({ code: 'existing_user_email', message: expect.any(String), data: { status: 400 } });
  });

  it('refuses to move an account onto an address another account holds as email or username', async () => {
    const client = clientFor(api);
    await client.register(person('mover@example.com'));
    const payload = (email: string) => ({
      account_first_name: 'Pat',
      account_last_name: 'Tench',
      account_display_name: 'Pat Tench',
      account_email: email,
      password_current: '',
      password_1: '',
      password_2: '',
    });
    expect(await client.updateProfile(payload('second@anglingprizes.test'))).toEqual({
      success: false,
      error: 'That email address is already used by another account.',
    });
    // A username that is not an email address (the seeded 'demo') keeps its own name when the email changes.
    const demo = clientFor(api);
    await demo.login({ username: 'demo', password: 'TightLines!2024' });
    expect((await demo.updateProfile(payload('demo-new@example.com'))).success).toBe(true);
    expect((await raw(api, '/api/v1/login', { body: { username: 'demo', password: 'TightLines!2024' } })).status).toBe(200);
    expect((await raw(api, '/api/v1/login', { body: { username: 'demo-new@example.com', password: 'TightLines!2024' } })).status).toBe(200);
    expect((await raw(api, '/api/v1/register', { body: person('demo@anglingprizes.test') })).status).toBe(200);
  });
});
