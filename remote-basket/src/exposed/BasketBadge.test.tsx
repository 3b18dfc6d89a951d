import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBus } from '@shop/shared-contracts';
import BasketBadge from './BasketBadge';

describe('BasketBadge', () => {
  it('shows 0 until the basket publishes, then follows the basket summary', () => {
    render(
      <MemoryRouter>
        <BasketBadge />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    act(() => getBus().emit({ type: 'basket:summary', summary: { items: [], count: 7, total: 17.5 } }));
    expect(screen.getByTestId('basket-count')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Basket, 7 tickets' })).toHaveAttribute('href', '/cart');
  });
});
