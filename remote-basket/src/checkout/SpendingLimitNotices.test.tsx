import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SpendingLimitPrompt } from './SpendingLimitPrompt';
import { SpendingLimitStop } from './SpendingLimitStop';

const inRouter = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('the spending-limit notices at checkout', () => {
  beforeEach(() => sessionStorage.clear());

  it('the stop names the problem and links to the basket and the limits page', () => {
    inRouter(<SpendingLimitStop message="This order of £2.97 would pass your spending limit: £1.00 left this week." />);
    const stop = screen.getByRole('alert');
    expect(stop).toHaveTextContent('Over your spending limit');
    expect(stop).toHaveTextContent('This order of £2.97 would pass your spending limit: £1.00 left this week.');
    expect(screen.getByRole('link', { name: 'your spending limit' })).toHaveAttribute('href', '/account/responsible/gaming');
    expect(screen.getByRole('link', { name: 'your basket' })).toHaveAttribute('href', '/cart');
  });

  it('the prompt offers a limit, and "Not now" hides it for the rest of the visit', async () => {
    const first = inRouter(<SpendingLimitPrompt />);
    expect(screen.getByRole('heading', { name: 'Would you like a spending limit?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a limit' })).toHaveAttribute('href', '/account/responsible/gaming');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('spending-limit-prompt')).not.toBeInTheDocument();
    first.unmount();

    inRouter(<SpendingLimitPrompt />);
    expect(screen.queryByTestId('spending-limit-prompt')).not.toBeInTheDocument();
  });
});
