import type { RunningStoreApi } from './server';
import { clientFor, raw, signedInClient, startTestApi } from './testing/testApi';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from './seed/users';
import { INVALID_NONCE as INVALID, MISSING_NONCE as MISSING } from './conformance/storeApiCalls';

const ADD = '/wc/store/v1/cart/add-item';

/**
 * The Store API nonce is bound to the cart session and the signed-in user, as WooCommerce binds it; it is
 * checked only when the request carries no valid Cart-Token (WooCommerce 9.3+: requires_nonce = !has_cart_token).
 */
describe('Store API nonce bound to the session', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const session = async (headers: Record<string, string> = {}) => {
    const answer = await raw(api, '/wc/store/v1/cart', { headers });
    return { nonce: answer.headers.get('nonce')!, token: answer.headers.get('cart-token')! };
  };
  const userToken = async (email: string, password: string) =>
    ((await raw(api, '/api/v1/login', { body: { username: email, password } })).body.data as { token: string }).token;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it("gives each session its own nonce; beside the session's valid Cart-Token any nonce goes unchecked", async () => {
    const a = await session();
    const b = await session();
    expect(a.nonce).not.toBe(b.nonce);
    const foreign = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': b.token, Nonce: a.nonce } });
    expect(foreign.status).toBe(201);
    expect(foreign.headers.get('cart-token')).toBe(b.token);
  });

  it("refuses a guest's nonce without the session it belongs to (403), and reads neither nonce nor cart token from the body (401)", async () => {
    const a = await session();
    const alone = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { Nonce: a.nonce } });
    expect([alone.status, alone.body]).toEqual([403, INVALID]);
    const inBody = await raw(api, ADD, { body: { id: 102, quantity: 1, cart_header: a.token, nonce: a.nonce } });
    expect([inBody.status, inBody.body]).toEqual([401, MISSING]);
  });

  it("refuses a signed-in customer's Cart-Token to a guest and to another customer, with or without a nonce", async () => {
    const demoToken = await userToken(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const demo = await session(bearer(demoToken));
    const asGuest = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': demo.token } });
    expect([asGuest.status, asGuest.body]).toEqual([403, INVALID]);
    const secondToken = await userToken(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    const asSecond = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { ...bearer(secondToken), 'Cart-Token': demo.token, Nonce: demo.nonce } });
    expect([asSecond.status, asSecond.body]).toEqual([403, INVALID]);
    const asDemo = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { ...bearer(demoToken), 'Cart-Token': demo.token } });
    expect(asDemo.status).toBe(201);
  });

  it("binds the nonce to the user: without a Cart-Token a customer's own nonce writes, a guest's or another customer's is refused, and so is theirs once signed out", async () => {
    const secondToken = await userToken(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    const mine = await session(bearer(secondToken));
    const own = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { ...bearer(secondToken), Nonce: mine.nonce } });
    expect(own.status).toBe(201);
    expect(own.headers.get('cart-token')).toBe(mine.token);
    const guest = await session();
    const guestNonce = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { ...bearer(secondToken), Nonce: guest.nonce } });
    expect([guestNonce.status, guestNonce.body]).toEqual([403, INVALID]);
    const demoToken = await userToken(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const demo = await session(bearer(demoToken));
    const othersNonce = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { ...bearer(secondToken), Nonce: demo.nonce } });
    expect([othersNonce.status, othersNonce.body]).toEqual([403, INVALID]);
    const signedOut = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { Nonce: mine.nonce } });
    expect([signedOut.status, signedOut.body]).toEqual([403, INVALID]);
  });

  it("keeps the storefront's client working across sign-in and sign-out: the add flow gets a session (step 3) and adds", async () => {
    const client = clientFor(api);
    await client.getNonce();
    expect((await client.addItem({ id: 102, quantity: 1 })).items_count).toBe(1);
    await client.login({ username: SECOND_CUSTOMER.email, password: SECOND_CUSTOMER.password });
    const quantityOf = (cart: { items: { id: unknown; quantity: unknown }[] }) => Number(cart.items.find((item) => Number(item.id) === 102)?.quantity ?? 0);
    const signedIn = await client.addItem({ id: 102, quantity: 1 });
    expect(quantityOf(signedIn)).toBeGreaterThanOrEqual(1);
    await client.logout();
    // Signing out drops the cart session: the add flow's step 3 fetches a fresh one before the add.
    await client.getNonce();
    expect((await client.addItem({ id: 102, quantity: 1 })).items_count).toBe(1);
    const again = await signedInClient(api, 'second');
    expect(quantityOf(await again.getCart())).toBe(quantityOf(signedIn));
  });
});
