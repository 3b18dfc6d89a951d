import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import BasketScreen from './Screen';
import { basketScreens } from '../screens/basketScreens';

describe('basket Screen', () => {
  it('has a screen for every route the basket remote owns', () => {
    const owned = APP_ROUTES.filter((route) => route.owner === 'basket').map((route) => route.screen);
    expect(owned.filter((id) => !(id in basketScreens))).toEqual([]);
  });

  it('renders the named screen inside its own boundary, with its version', () => {
    render(
      <MemoryRouter>
        <BasketScreen screen="cart" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Your basket' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveTextContent('remote-basket v');
    expect(document.querySelector('[data-boundary="basket"][data-screen="cart"]')).not.toBeNull();
  });

  it('says plainly when rendered outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BasketScreen screen="cart" />)).toThrow(
      'remote-basket <Screen> must be rendered inside a <Router>',
    );
  });
});
