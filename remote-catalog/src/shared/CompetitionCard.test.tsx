import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Competition } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { CompetitionCard } from './CompetitionCard';

const NOW = Date.UTC(2026, 10, 23, 12, 0);

function competition(overrides: Partial<Competition> = {}): Competition {
  return competitionFixture({
    id: 107,
    draw_date: '2026-11-26',
    closing_date: '',
    closing_time: '',
    image: 'http://x/nash.svg',
    price_per_ticket: 0.79,
    title: 'Nash Scope Rods x3',
    total_sell_tickets: 1499,
    total_ticket_sold: 824,
    created_at: '2026-11-01T00:00:00Z',
    max_ticket_per_user: 100,
    competition_product_id: 107,
    sale_price: 0.59,
    sale_start_date: '2026-11-21',
    sale_end_date: '2026-11-26',
    ...overrides,
  });
}

const renderCard = (c: Competition) =>
  render(
    <MemoryRouter>
      <CompetitionCard competition={c} now={NOW} />
    </MemoryRouter>,
  );

describe('CompetitionCard', () => {
  beforeEach(() => localStorage.clear());

  it('links to /competition/details/{slug}-{id} and saves the choice when opened', () => {
    renderCard(competition());
    const link = screen.getByTestId('competition-card');
    expect(link.getAttribute('href')).toBe('/competition/details/Nash-Scope-Rods-x3-107');
    fireEvent.click(link);
    expect(JSON.parse(localStorage.getItem('fetched_competition')!)).toEqual({ id: 107, category: 'tackle' });
  });

  it('shows the sale price inside the window, the old one struck through, and floor percent sold', () => {
    renderCard(competition());
    expect(screen.getByText('£0.59')).toBeInTheDocument();
    expect(screen.getByText('£0.79').tagName).toBe('S');
    expect(screen.getByText('54%')).toBeInTheDocument();
    expect(screen.getByText('824 / 1,499')).toBeInTheDocument();
    expect(screen.getByText('Draw November 26, 2026, 8:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Enter now')).toBeInTheDocument();
  });

  it('shows the draw date with month name, day and year, also for a draw tomorrow', () => {
    const view = renderCard(competition({ draw_date: '2027-01-02', draw_time: '19:30' }));
    expect(screen.getByText('Draw January 2, 2027, 7:30 PM')).toBeInTheDocument();
    view.unmount();
    renderCard(competition({ draw_date: '2026-11-24', draw_time: '09:00' }));
    expect(screen.getByText('Draw November 24, 2026, 9:00 AM')).toBeInTheDocument();
  });

  it('a drawn competition says when it was drawn, with the year', () => {
    renderCard(competition({ draw_date: '2026-11-20', status: 'drawn', sale_price: null }));
    expect(screen.getByText('Drawn November 20, 2026, 8:00 PM')).toBeInTheDocument();
    expect(screen.getByText('View results')).toBeInTheDocument();
  });

  it('hides the sold bar and the timer when told to, and says Sold out in words', () => {
    renderCard(competition({ hide_ticket_count: true, hide_timer: true, total_ticket_sold: 1499, sale_price: null }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Draw /)).toBeNull();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('View results')).toBeInTheDocument();
    expect(screen.queryByText('Enter now')).toBeNull();
  });

  it('renders missing pictures, prices and dates with placeholders and N/A', () => {
    renderCard(
      competition({
        image: '',
        price_per_ticket: Number.NaN,
        sale_price: null,
        draw_date: '',
        title: 'A very long prize title that goes on and on past two lines of card',
      }),
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Draw date N/A')).toBeInTheDocument();
    expect(screen.getByRole('heading').textContent).toBe('A very long prize title that goes on and on...');
  });
});
