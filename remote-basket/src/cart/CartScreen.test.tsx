import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ShopApi } from '@shop/shared-contracts';
import { resetCartStore } from '../state/basketStore';
import { cartItem, cartOf } from '../testing/fixtures';
import CartScreen from './CartScreen';

let mockApi: Pick<ShopApi, 'getCart'>;
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

beforeEach(() => {
  resetCartStore();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the basket page when the basket cannot be loaded', () => {
  it('says it could not be loaded (not that it is empty), logs it, and Try again shows the lines', async () => {
    const failure = new Error('cart: network error');
    const getCart = jest
      .fn()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(cartOf([cartItem('line-1', 7, 3)]));
    mockApi = { getCart };
    render(
      <MemoryRouter>
        <CartScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Your basket could not be loaded just now.')).toBeInTheDocument();
    expect(screen.queryByText('Your basket is empty')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[basket] could not load the basket', failure);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Competition 7' })).toBeInTheDocument();
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it('an empty basket that loaded still reads as empty', async () => {
    mockApi = { getCart: () => Promise.resolve(cartOf([])) };
    render(
      <MemoryRouter>
        <CartScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.queryByText('Your basket could not be loaded just now.')).toBeNull();
  });
});

describe("the basket page and the cart's errors[] (WooCommerce's word on lines that can no longer be bought)", () => {
  const soldOutLine = () => {
    const item = cartItem('line-7', 7, 2);
    return { ...item, competition: { ...item.competition, total_ticket_sold: item.competition.total_sell_tickets } };
  };
  const renderWith = (cart: ReturnType<typeof cartOf>) => {
    mockApi = { getCart: () => Promise.resolve(cart) };
    render(
      <MemoryRouter>
        <CartScreen />
      </MemoryRouter>,
    );
  };

  it('an error the line flag already says is not said twice', async () => {
    renderWith({
      ...cartOf([soldOutLine()]),
      errors: [
        {
          code: 'woocommerce_rest_product_out_of_stock',
          message: '&quot;Competition 7&quot; is out of stock and cannot be purchased. Please remove it from your cart.',
        },
      ],
    });
    expect(await screen.findByTestId('line-problem')).toHaveTextContent('This competition sold out since you added it. Remove it to check out.');
    expect(screen.queryByTestId('cart-errors')).toBeNull();
    expect(screen.queryByText(/is out of stock and cannot be purchased/)).toBeNull();
  });

  it('an error the basket does not say otherwise is shown, decoded', async () => {
    renderWith({
      ...cartOf([cartItem('line-7', 7, 2)]),
      errors: [
        { code: 'woocommerce_rest_product_not_purchasable', message: '&quot;Competition 7&quot; cannot be purchased. Please remove it from your cart.' },
        { code: 'another_plugins_cart_error', message: 'Deliveries to your area are paused.' },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Problems with your basket' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '"Competition 7" cannot be purchased. Please remove it from your cart.',
      'Deliveries to your area are paused.',
    ]);
    expect(screen.queryByTestId('line-problem')).toBeNull();
  });
});
