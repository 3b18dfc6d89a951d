import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { InstantWinsTable } from './InstantWinsTable';

const competition = competitionFixture({
  enable_instant_wins: true,
  total_sell_tickets: 2999,
  instant_wins: [
    { id: 1, title: '£50 Site Credit', prize_value: 50, image: '', ticket_numbers: [12, 480, 1999], won: [{ ticket_number: 480, user: 'Sam' }] },
    { id: 2, title: 'Korda Tackle Box', prize_value: 80, image: '', ticket_numbers: [77, 78], won: [] },
  ],
});

/** The table on a details page at `url` (its query string is what a plain form submission sends). */
const table = (url = '/competition/details/Reel-Trio-102') => (
  <MemoryRouter initialEntries={[url]}>
    <InstantWinsTable competition={competition} />
  </MemoryRouter>
);

const setWidth = (wide: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: wide, media: query })) as unknown as typeof window.matchMedia;
};

describe('instant wins on the details page', () => {
  it('shows "1 of 5 won" on top and, per prize, the tickets still to win and those won by whom', () => {
    setWidth(false);
    render(table());
    expect(screen.getByTestId('instant-wins-count')).toHaveTextContent('1 of 5 won across 2 prizes');
    const [credit, box] = screen.getAllByTestId('instant-win-prize');
    expect(within(credit!).getByText('£50 Site Credit (£50.00)')).toBeInTheDocument();
    expect(within(credit!).getByText('1 of 3 won')).toBeInTheDocument();
    expect(within(credit!).getByRole('list', { name: 'Tickets still to win £50 Site Credit' })).toHaveTextContent('#12#1999');
    expect(within(credit!).getByRole('list', { name: 'Tickets that won £50 Site Credit' })).toHaveTextContent('#480 · Won by Sam');
    expect(within(box!).queryByRole('list', { name: /Tickets that won/ })).toBeNull();
  });

  it('on a phone opens the first prize only; from tablet up every prize is open', () => {
    setWidth(false);
    const phone = render(table());
    expect(screen.getAllByTestId('instant-win-prize').map((group) => (group as HTMLDetailsElement).open)).toEqual([true, false]);
    phone.unmount();
    setWidth(true);
    render(table());
    expect(screen.getAllByTestId('instant-win-prize').map((group) => (group as HTMLDetailsElement).open)).toEqual([true, true]);
  });

  it('"find my ticket" answers for the number typed', async () => {
    setWidth(false);
    render(table());
    const user = userEvent.setup();
    const box = screen.getByRole('search', { name: 'Find my ticket' });
    await user.type(within(box).getByLabelText('Find my ticket'), '78');
    await user.click(within(box).getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ticket #78 is an instant-win ticket for Korda Tackle Box (£80.00). Still to be won.');
    await user.clear(within(box).getByLabelText('Find my ticket'));
    await user.type(within(box).getByLabelText('Find my ticket'), '480{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Won by Sam.');
  });

  it('a number sent by the plain form (?ticket=, before hydration or without the catalogue) is answered in the server HTML and kept once hydrated', () => {
    setWidth(false);
    const url = '/competition/details/Reel-Trio-102?ticket=78#instant-wins';
    const container = document.createElement('div');
    // The server's router, as the render server uses it (MemoryRouter's layout effect does nothing on a server).
    container.innerHTML = renderToString(
      <StaticRouter location={url}>
        <InstantWinsTable competition={competition} />
      </StaticRouter>,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Ticket #78 is an instant-win ticket for Korda Tackle Box (£80.00). Still to be won.');
    expect(container.querySelector('input')?.getAttribute('value')).toBe('78');

    render(table(url));
    const form = screen.getByRole('search', { name: 'Find my ticket' });
    const field = within(form).getByLabelText('Find my ticket');
    expect(screen.getByRole('status')).toHaveTextContent('Ticket #78 is an instant-win ticket for Korda Tackle Box (£80.00). Still to be won.');
    expect(field).toHaveValue('78');
    // The form the browser submits without React: its field is `ticket`, and it comes back at the instant wins.
    expect(form).toHaveAttribute('action', '#instant-wins');
    expect(field).toHaveAttribute('name', 'ticket');
  });
});
