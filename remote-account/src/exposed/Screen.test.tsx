import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import AccountScreen from './Screen';
import { accountScreens } from '../screens/accountScreens';

describe('account Screen', () => {
  it('has a screen for every route the account remote owns', () => {
    const owned = APP_ROUTES.filter((route) => route.owner === 'account').map((route) => route.screen);
    expect(owned.filter((id) => !(id in accountScreens))).toEqual([]);
  });

  it('renders the named screen inside its own boundary, with its version', () => {
    render(
      <MemoryRouter>
        <AccountScreen screen="points" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Points' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveTextContent('remote-account v');
    expect(document.querySelector('[data-boundary="account"][data-screen="points"]')).not.toBeNull();
  });

  it('says plainly when rendered outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AccountScreen screen="points" />)).toThrow(
      'remote-account <Screen> must be rendered inside a <Router>',
    );
  });
});
