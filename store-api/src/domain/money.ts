/** Pounds to pence, rounding half up as WooCommerce's MoneyFormatter does. */
export function toMinor(pounds: number): number {
  return Math.round(pounds * 100 + Number.EPSILON);
}

export function formatPounds(minor: number): string {
  return `£${(minor / 100).toFixed(2)}`;
}
