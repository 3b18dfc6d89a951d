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
