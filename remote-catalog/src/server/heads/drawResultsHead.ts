import { pageTitle, screenTitle, type DrawResult, type PageHead } from '@shop/shared-contracts';

export type LatestDraw = Pick<DrawResult, 'ticket_number' | 'title' | 'prize' | 'prize_type' | 'image'>;

/** The page's own lead, for when there is no draw yet to tell of. */
export const DRAW_RESULTS_DESCRIPTION = 'Every draw, with the winning ticket number. Main prizes are drawn live.';

/**
 * "Ticket #275 won the £2,000 Christmas Cash". A main prize is the competition itself; an instant or
 * reward prize is one of its smaller prizes, so the line names both.
 */
export function winLine(draw: LatestDraw): string {
  const prize = draw.prize.trim();
  const ticket = `Ticket #${draw.ticket_number}`;
  if (draw.prize_type === 'main') return `${ticket} won the ${prize || draw.title}`;
  return `${ticket} won ${prize || 'a prize'} in ${draw.title}`;
}

/** The head of the draw results page: the latest winner (newest first, as the page lists them) and their prize's picture. */
export function drawResultsHead(latest?: LatestDraw): PageHead {
  return {
    title: pageTitle(screenTitle('draw-results')),
    description: latest ? winLine(latest) : DRAW_RESULTS_DESCRIPTION,
    canonicalPath: '/draw/results',
    type: 'website',
    ...(latest?.image ? { image: { url: latest.image, alt: latest.title } } : {}),
    jsonLd: [],
    status: 200,
  };
}
