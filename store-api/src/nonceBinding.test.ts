import type { RunningStoreApi } from './server';
import { clientFor, raw, signedInClient, startTestApi } from './testing/testApi';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from './seed/users';

const ADD = '/wc/store/v1/cart/add-item';
const INVALID = { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } };

/** The Store API nonce is bound to the cart session and the signed-in user, as WooCommerce binds it. */
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

  it("gives each session its own nonce, and refuses another session's nonce with 403", async () => {
    const a = await session();
    const b = await session();
    expect(a.nonce).not.toBe(b.nonce);
    const foreign = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': b.token, Nonce: a.nonce } });
    expect([foreign.status, foreign.body]).toEqual([403, INVALID]);
    const inBody = await raw(api, ADD, { body: { id: 102, quantity: 1, cart_header: b.token, nonce: a.nonce } });
    expect([inBody.status, inBody.body]).toEqual([403, INVALID]);
    const own = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': b.token, Nonce: b.nonce } });
    expect(own.status).toBe(201);
  });

  it('refuses a nonce without the session it belongs to', async () => {
    const a = await session();
    const alone = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { Nonce: a.nonce } });
    expect([alone.status, alone.body]).toEqual([403, INVALID]);
  });

  it("refuses a signed-in customer's Cart-Token to a guest and to another customer, with or without a nonce", async () => {
    const demoToken = await userToken(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const demo = await session({ Authorization: `Bearer ${demoToken}` });
    const asGuest = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': demo.token } });
    expect([asGuest.status, asGuest.body]).toEqual([403, INVALID]);
    const secondToken = await userToken(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    const asSecond = await raw(api, ADD, { body: { id: 102, quantity: 1, token: secondToken }, headers: { 'Cart-Token': demo.token, Nonce: demo.nonce } });
    expect([asSecond.status, asSecond.body]).toEqual([403, INVALID]);
    const asDemo = await raw(api, ADD, { body: { id: 102, quantity: 1, token: demoToken }, headers: { 'Cart-Token': demo.token, Nonce: demo.nonce } });
    expect(asDemo.status).toBe(201);
  });

  it("binds the nonce to the user: a guest session's nonce is refused once signed in, and a signed-in nonce after signing out", async () => {
    const guest = await session();
    const secondToken = await userToken(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    const signedIn = await raw(api, ADD, { body: { id: 102, quantity: 1, token: secondToken }, headers: { 'Cart-Token': guest.token, Nonce: guest.nonce } });
    expect([signedIn.status, signedIn.body]).toEqual([403, INVALID]);
    const mine = await session({ Authorization: `Bearer ${secondToken}` });
    const signedOut = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { Nonce: mine.nonce } });
    expect([signedOut.status, signedOut.body]).toEqual([403, INVALID]);
  });

  it("keeps the storefront's client working across sign-in and sign-out: it refreshes the session and adds", async () => {
    const client = clientFor(api);
    await client.getNonce();
    expect((await client.addItem({ id: 102, quantity: 1 })).items_count).toBe(1);
    await client.login({ username: SECOND_CUSTOMER.email, password: SECOND_CUSTOMER.password });
    const quantityOf = (cart: { items: { id: unknown; quantity: unknown }[] }) => Number(cart.items.find((item) => Number(item.id) === 102)?.quantity ?? 0);
    const signedIn = await client.addItem({ id: 102, quantity: 1 });
    expect(quantityOf(signedIn)).toBeGreaterThanOrEqual(1);
    await client.logout();
    expect((await client.addItem({ id: 102, quantity: 1 })).items_count).toBe(1);
    const again = await signedInClient(api, 'second');
    expect(quantityOf(await again.getCart())).toBe(quantityOf(signedIn));
  });
});
