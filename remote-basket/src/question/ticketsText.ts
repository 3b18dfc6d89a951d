/** "1 ticket", "5 tickets", as the catalogue's entry panel words a quantity (the question modal repeats it). */
export function ticketsText(quantity: number): string {
  return quantity === 1 ? '1 ticket' : `${quantity} tickets`;
}
