import { competitionFixture } from '../testing/competitionFixture';
import { MemoryStorage } from '../testing/memoryStorage';
import { wooCommerceCart, wooCommerceCartItem } from '../testing/wooCommerceCart';
import { toCartCompetition } from './cartCompetitions';
import { createApiClient } from './createApiClient';

const kaizen = competitionFixture({ id: 38, competition_product_id: 38, title: 'Korda Kaizen Rod Pair' });

/**
 * A plain WooCommerce behind the client: cart answers without competitions, getcompetition by product id.
 * `holdCart` keeps the next cart answer back until `releaseCart`, to see what the client asks meanwhile.
 */
function plainWooCommerce(storage = new MemoryStorage()) {
  const sent: string[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const fetchImpl = async (url: string | URL | Request) => {
    const route = new URL(String(url)).searchParams.get('rest_route') ?? '';
    sent.push(route);
    if (route === '/api/v1/getcompetition') return new Response(JSON.stringify({ success: true, data: kaizen }), { status: 200 });
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return new Response(JSON.stringify(route === '/wc/store/v1/cart/items' ? [wooCommerceCartItem()] : wooCommerceCart()), { status: 200 });
  };
  const api = createApiClient({ host: 'https://shop.example.co.uk', serviceToken: 'service', fetch: fetchImpl as typeof fetch, storage });
  return {
    api,
    sent,
    storage,
    holdCart: () => (hold = true),
    releaseCart: () => release?.(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('"competitions to be fetched" (competitions_to_fetch in local storage)', () => {
  it('keeps the product ids whose competition a cart answer lacked', async () => {
    const { api, sent, storage } = plainWooCommerce();
    const cart = await api.getCart();
    expect(cart.items[0]!.competition).toEqual(toCartCompetition(kaizen));
    expect(sent).toEqual(['/wc/store/v1/cart', '/api/v1/getcompetition']);
    expect(storage.getItem('competitions_to_fetch')).toBe('38');
  });

  it('the next cart call fetches them beside the cart call, not after its answer, and only once', async () => {
    const shop = plainWooCommerce();
    await shop.api.getCart();
    shop.sent.length = 0;
    shop.holdCart();
    const next = shop.api.getCartItems();
    await flush();
    // The cart answer has not come yet, and the competition is already asked for.
    expect(shop.sent).toEqual(['/wc/store/v1/cart/items', '/api/v1/getcompetition']);
    shop.releaseCart();
    expect((await next)[0]!.competition.title).toBe('Korda Kaizen Rod Pair');
    expect(shop.sent).toEqual(['/wc/store/v1/cart/items', '/api/v1/getcompetition']);
  });

  it('is emptied once every line carries its competition (store-api, the companion plugin), and nothing is looked up then', async () => {
    const storage = new MemoryStorage();
    storage.setItem('competitions_to_fetch', '38');
    const withCompetition = wooCommerceCart([wooCommerceCartItem({ competition: toCartCompetition(kaizen) })]);
    let lookups = 0;
    const fetchImpl = async (url: string | URL | Request) => {
      if (!String(url).includes('getcompetition')) return new Response(JSON.stringify(withCompetition), { status: 200 });
      lookups += 1;
      return new Response(JSON.stringify({ success: true, data: kaizen }), { status: 200 });
    };
    const api = createApiClient({ host: 'https://shop.example.co.uk', serviceToken: 'service', fetch: fetchImpl as typeof fetch, storage });
    await api.getCart();
    expect(storage.getItem('competitions_to_fetch')).toBe('');
    await api.getCart();
    expect(lookups).toBe(1);
  });

  it('reads a broken or older value as none', async () => {
    for (const stored of ['{"half a JSON', '[38]', '0,-1,x,1.5', '']) {
      const shop = plainWooCommerce();
      shop.storage.setItem('competitions_to_fetch', stored);
      const cart = await shop.api.getCart();
      expect(shop.sent).toEqual(['/wc/store/v1/cart', '/api/v1/getcompetition']);
      expect(cart.items[0]!.competition.id).toBe(38);
      expect(shop.storage.getItem('competitions_to_fetch')).toBe('38');
    }
  });
});
