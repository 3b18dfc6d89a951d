import { resolveRequestUser, storeApiRequestUser } from './http/requestUser';

/** The user is resolved once per request: each token is looked up at most once, the bearer's lookup reused. */
describe('resolveRequestUser', () => {
  const tokens: Record<string, number> = { 'user-a': 1, 'user-b': 2 };
  function counting() {
    const looked: string[] = [];
    return { looked, lookup: (token: string) => (looked.push(token), tokens[token] ?? null) };
  }

  it('a user token as the bearer is looked up once, to be accepted and to sign the user in', () => {
    const { looked, lookup } = counting();
    const user = resolveRequestUser('service', 'user-a', '', lookup);
    expect(user.bearerAccepted).toBe(true);
    expect(user.userToken).toBe('user-a');
    expect(user.userId()).toBe(1);
    expect(user.userId()).toBe(1);
    expect(looked).toEqual(['user-a']);
  });

  it('the same token in the body as the bearer is not looked up again', () => {
    const { looked, lookup } = counting();
    expect(resolveRequestUser('service', 'user-a', 'user-a', lookup).userId()).toBe(1);
    expect(looked).toEqual(['user-a']);
  });

  it('the service bearer is never looked up; the body token is, once, and only when asked', () => {
    const { looked, lookup } = counting();
    const user = resolveRequestUser('service', 'service', 'user-b', lookup);
    expect(user.bearerAccepted).toBe(true);
    expect(looked).toEqual([]);
    expect(user.userId()).toBe(2);
    expect(user.userId()).toBe(2);
    expect(looked).toEqual(['user-b']);
  });

  it('an unknown bearer is refused; a guest with the service bearer has no user', () => {
    expect(resolveRequestUser('service', 'stolen', '', counting().lookup).bearerAccepted).toBe(false);
    const guest = resolveRequestUser('service', 'service', '', counting().lookup);
    expect(guest.userToken).toBe('');
    expect(guest.userId()).toBeNull();
  });
});

/** On Store API routes the bearer alone names the customer (the companion plugin's determine_current_user bridge). */
describe('storeApiRequestUser', () => {
  const tokens: Record<string, number> = { 'user-a': 1 };
  function counting() {
    const looked: string[] = [];
    return { looked, lookup: (token: string) => (looked.push(token), tokens[token] ?? null) };
  }

  it('a customer token as the bearer is that customer, looked up once', () => {
    const { looked, lookup } = counting();
    const user = storeApiRequestUser('service', 'user-a', lookup);
    expect([user.bearerAccepted, user.userToken, user.userId(), user.userId()]).toEqual([true, 'user-a', 1, 1]);
    expect(looked).toEqual(['user-a']);
  });

  it('the service bearer (never looked up), an unknown bearer and no bearer are guests, never refused', () => {
    const { looked, lookup } = counting();
    for (const bearer of ['service', 'stolen', '']) {
      const user = storeApiRequestUser('service', bearer, lookup);
      expect([bearer, user.bearerAccepted, user.userToken, user.userId()]).toEqual([bearer, true, '', null]);
    }
    expect(looked).toEqual(['stolen']);
  });
});
