import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import { BUS_GLOBAL_KEY, SettingsSchema, UserSchema, getBus } from '@shop/shared-contracts';
import { INITIAL_USER_STATE } from '../../services/userState';
import { Header } from './Header';

jest.mock('../../features/basketBadge/DeferredBasketBadge', () => ({ DeferredBasketBadge: () => <span data-testid="basket-widget" /> }));

function renderHeader() {
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  });

  it('offers sign-in to a guest and links every main section', () => {
    renderHeader();
    expect(screen.getByTestId('shell-account-link')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByTestId('shell-account-link')).toHaveAccessibleName('Sign in');
    for (const [name, href] of [
      ['Instant wins', '/competitions/instant_win_comps'],
      ['Tackle', '/competitions/tackle'],
      ['Draw results', '/draw/results'],
      ['Winners', '/winners_list'],
    ]) {
      // hidden: jsdom applies no media queries, so the phone layout's closed menu is what it sees.
      expect(screen.getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    expect(screen.getByTestId('basket-widget')).toBeInTheDocument();
  });

  it("shows the signed-in customer's name, the announcement and the winner stats from the bus", () => {
    renderHeader();
    act(() => {
      getBus().emit({ type: 'shell:user', state: { ...INITIAL_USER_STATE, user: v.parse(UserSchema, { first_name: 'Alice', token: 't' }) } });
      getBus().emit({ type: 'shell:settings', settings: v.parse(SettingsSchema, { announcement: 'Live draw tonight at 8pm' }) });
      getBus().emit({ type: 'shell:winner-stats', stats: { totalPrizeValue: 125000, totalWinner: 3210 } });
    });
    expect(screen.getByTestId('shell-account-link')).toHaveAttribute('href', '/account');
    expect(screen.getByTestId('shell-account-link')).toHaveTextContent('Alice');
    expect(screen.getByTestId('shell-announcement')).toHaveTextContent('Live draw tonight at 8pm');
    expect(screen.getByTestId('shell-winner-stats')).toHaveTextContent('£125,000 in prizes won');
    expect(screen.getByTestId('shell-winner-stats')).toHaveTextContent('3,210 happy winners');
  });
});
