import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS, type Competition } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { Carousel } from './Carousel';
import { carouselSlides } from './carouselSlides';

/** 12:00 UTC on 23 November 2026: the first slide's draw is the next day, the second's a week later. */
const NOW = Date.UTC(2026, 10, 23, 12, 0);

const carp = competitionFixture({ id: 101, title: 'Ultimate Carp Session Bundle', draw_date: '2026-11-24', draw_time: '20:00', price_per_ticket: 1.99 });
const reels = competitionFixture({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio', draw_date: '2026-11-30', draw_time: '09:30', price_per_ticket: 0.99 });
const undated = competitionFixture({ id: 103, title: 'Bait Boat', draw_date: '', draw_time: '20:00' });
const untimed = competitionFixture({ id: 104, title: 'Bivvy', draw_date: '2027-01-02', draw_time: '' });

function renderCarousel(slides: Competition[]) {
  return render(
    <MemoryRouter>
      <Carousel slides={slides} settings={DEFAULT_SETTINGS} loading={false} now={NOW} />
    </MemoryRouter>,
  );
}

/** A slide by its label ("2 of 4"): hidden slides are aria-hidden, so they are found by their label, not their role. */
function slide(position: number, count: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`li[aria-roledescription="slide"][aria-label="${position} of ${count}"]`);
  if (!found) throw new Error(`no slide ${position} of ${count}`);
  return found;
}

describe('home carousel', () => {
  it('shows each draw as month name, day and year with the 12-hour time, never "today" or "tomorrow"', () => {
    renderCarousel([carp, reels, undated, untimed]);
    expect(within(slide(1, 4)).getByText('Draw November 24, 2026, 8:00 PM')).toBeInTheDocument();
    expect(within(slide(2, 4)).getByText('Draw November 30, 2026, 9:30 AM')).toBeInTheDocument();
    expect(within(slide(3, 4)).getByText('Draw date N/A')).toBeInTheDocument();
    expect(within(slide(4, 4)).getByText('Draw January 2, 2027, N/A')).toBeInTheDocument();
    expect(screen.queryByText(/Draw (today|tomorrow)/)).toBeNull();
  });

  it('shows the first slide and hides the others; next, previous and the dots move between them', () => {
    renderCarousel([carp, reels]);
    expect(slide(1, 2)).toHaveAttribute('aria-hidden', 'false');
    expect(slide(2, 2)).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide(2, 2)).toHaveAttribute('aria-hidden', 'false');
    expect(slide(1, 2)).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide(1, 2)).toHaveAttribute('aria-hidden', 'false');
    // The dots show from tablet up (jsdom applies the phone's styles, where they are hidden): found by their label.
    fireEvent.click(screen.getByLabelText('Show slide 2: Daiwa Basia 45 QD Reel Trio'));
    expect(slide(2, 2)).toHaveAttribute('aria-hidden', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide(1, 2)).toHaveAttribute('aria-hidden', 'false');
  });

  it('puts the main competition from settings first, named by id or by title', () => {
    expect(carouselSlides('102', [carp, reels]).map((c) => c.id)).toEqual([102, 101]);
    expect(carouselSlides(' daiwa basia 45 qd reel trio ', [carp, reels]).map((c) => c.id)).toEqual([102, 101]);
    expect(carouselSlides('', [carp, reels]).map((c) => c.id)).toEqual([101, 102]);
  });
});
