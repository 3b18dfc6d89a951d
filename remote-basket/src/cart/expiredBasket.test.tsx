import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { STORAGE_KEYS, createApiClient, getBus, toCartCompetition, type BusEvent, type ShopApi } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { fakeWooCommerce } from '@shop/shared-contracts/src/testing/fakeWooCommerce';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { resetCartStore } from '../state/basketStore';
import CartScreen from './CartScreen';

let mockApi: ShopApi;
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const tackleBox = competitionFixture({ id: 7, competition_product_id: 1007, title: 'Korda Tackle Box', max_ticket_per_user: 10 });

beforeEach(() => resetCartStore());

describe('the basket page when the site no longer knows its Cart-Token (a stock WooCommerce 9.3+)', () => {
  it('a change is refused, not made again: the page shows the fresh, empty basket and says why, with no toast on top', async () => {
    const site = fakeWooCommerce([{ id: 1007, name: 'Korda Tackle Box', pence: 100, maximum: 10, competition: toCartCompetition(tackleBox) }]);
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.cartToken, site.sessionWith([{ key: 'line-1007', productId: 1007, quantity: 2 }]));
    mockApi = createApiClient({ host: 'https://shop.example.co.uk', serviceToken: 'service', fetch: site.fetch, storage });
    const toasts: BusEvent[] = [];
    const stopToasts = getBus().on('shell:show-toast', (event) => toasts.push(event));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <CartScreen />
      </MemoryRouter>,
    );
    const line = await screen.findByRole('group', { name: 'Tickets for Korda Tackle Box' });

    site.forgetSessions();
    await userEvent.setup().click(within(line).getByRole('button', { name: 'One ticket more' }));

    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Your basket had expired, so we've started a new one. Please add your tickets again.");
    expect(screen.queryByRole('link', { name: 'Korda Tackle Box' })).toBeNull();
    expect(site.received.map((request) => `${request.method} ${request.route}`)).toEqual([
      'GET /wc/store/v1/cart',
      'POST /wc/store/v1/cart/update-item',
      'GET /wc/store/v1/cart',
    ]);
    // The site issued cart-token-2 with the refusal and cart-token-3 with the fresh basket: the fresh session is kept.
    expect(storage.getItem(STORAGE_KEYS.cartToken)).toBe('cart-token-3');
    expect(toasts).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[basket] update-item failed', expect.objectContaining({ code: 'woocommerce_rest_missing_nonce' }));
    stopToasts();
    logged.mockRestore();
  });
});
