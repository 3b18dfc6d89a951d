/** "1 ticket", "5 tickets": the entry panel, the sticky bar and the question modal word a quantity alike. */
export function ticketsText(quantity: number): string {
  return quantity === 1 ? '1 ticket' : `${quantity} tickets`;
}
