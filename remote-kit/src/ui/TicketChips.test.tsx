import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketChips } from '..';

describe('TicketChips', () => {
  it('lists every ticket number under its label when there are 50 or fewer', () => {
    render(<TicketChips tickets={[7, 12, 150]} label="Ticket numbers for Carp Rod" />);
    const list = screen.getByRole('list', { name: 'Ticket numbers for Carp Rod' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7', '12', '150']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the first 50 and a "Show all" button that reveals the rest', async () => {
    const tickets = Array.from({ length: 73 }, (_, index) => index + 1);
    render(<TicketChips tickets={tickets} label="Ticket numbers" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 73 tickets' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(73);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
