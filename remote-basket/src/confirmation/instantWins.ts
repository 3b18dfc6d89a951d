import type { OrderProduct } from '@shop/shared-contracts';
import type { PlacedLine, PlacedOrder } from '../order/lastOrder';

export interface WonPrize {
  competitionTitle: string;
  ticketNumber: number;
  prize: string;
}

/** The instant wins the checkout answer reported for this order, each with its competition's title, by ticket number. */
export function prizesWon(order: Pick<PlacedOrder, 'lines' | 'instantWins'>): WonPrize[] {
  const position = (competitionId: number) => order.lines.findIndex((line) => line.competitionId === competitionId);
  return [...(order.instantWins ?? [])]
    .sort((a, b) => position(a.competitionId) - position(b.competitionId) || a.ticketNumber - b.ticketNumber)
    .map((win) => ({ competitionTitle: order.lines[position(win.competitionId)]?.title ?? '', ticketNumber: win.ticketNumber, prize: win.prize }));
}

/** The order detail's product for a placed line: by competition id, or by title when the backend sends no id. */
export function productFor(line: PlacedLine, products: readonly OrderProduct[]): OrderProduct | undefined {
  return (
    products.find((product) => product.competition_id === line.competitionId) ??
    products.find((product) => !product.competition_id && product.title === line.title)
  );
}
