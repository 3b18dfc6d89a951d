import type { Competition } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';

/** The server-side tests' competition: a tackle prize at £0.49, 760 of 2,000 sold, drawn 27 November 2026 at 8 PM. */
export function reelTrio(overrides: Partial<Competition> = {}): Competition {
  return competitionFixture({
    id: 102,
    category: 'tackle',
    title: 'Reel Trio',
    description: '<p>Three <b>Shimano</b> reels &amp; a   spare spool.</p>\n<p>Delivered free.</p>',
    image: 'https://api.anglingprizes.example/media/reel-trio.jpg',
    price_per_ticket: 0.49,
    total_sell_tickets: 2000,
    total_ticket_sold: 760,
    draw_date: '2026-11-27',
    draw_time: '20:00',
    closing_date: '2026-11-27',
    closing_time: '19:00',
    ...overrides,
  });
}
