import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { wooCommerceCart } from '@shop/shared-contracts/src/testing/wooCommerceCart';
import { CartLine } from './CartLine';

/** A plain WooCommerce's cart answer (no competition anywhere) still becomes a basket line the customer can read. */
describe("a basket line from a cart answer shaped exactly as WooCommerce's schema", () => {
  it('shows the competition looked up by product id, the draw, the price per ticket and the line total', async () => {
    const kaizen = competitionFixture({ id: 38, competition_product_id: 38, title: 'Korda Kaizen Rod Pair', price_per_ticket: 0.99, max_ticket_per_user: 20 });
    const fakeFetch = async (url: string | URL | Request) =>
      new Response(JSON.stringify(String(url).includes('/api/v1/getcompetition') ? { success: true, data: kaizen } : wooCommerceCart()), { status: 200 });
    const api = createApiClient({ host: 'https://shop.example.co.uk', serviceToken: 'service', fetch: fakeFetch as typeof fetch });

    const [line] = (await api.getCart()).items;
    render(
      <MemoryRouter>
        <CartLine item={line!} api={api} purchased={[]} busy={false} problem={null} onRemoved={() => undefined} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Korda Kaizen Rod Pair' })).toHaveAttribute('href', '/competition/details/Korda-Kaizen-Rod-Pair-38');
    expect(screen.getByText('£0.99 per ticket')).toBeInTheDocument();
    expect(screen.getByTestId('line-total')).toHaveTextContent('£1.98');
    expect(screen.getByRole('button', { name: 'Remove Korda Kaizen Rod Pair' })).toBeEnabled();
  });
});
