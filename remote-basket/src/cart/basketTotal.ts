/** Basket total when a line lacks totals. */
export const MISSING_TOTAL_SENTINEL = 999999999;

/** The part of a basket line the total reads (a cart item's totals, which may be missing). */
export interface TotalledLine {
  totals?: { line_total: string; currency_minor_unit: number } | undefined | null;
}

/**
 * Basket total = the sum of minor-unit line totals divided by 10 to the power of
 * currency_minor_unit, in pounds; 999999999 (MISSING_TOTAL_SENTINEL) if any line lacks totals.
 */
export function basketTotal(lines: readonly TotalledLine[]): number {
  let total = 0;
  for (const line of lines) {
    const totals = line.totals;
    const minor = totals ? Number(totals.line_total) : NaN;
    if (!totals || totals.line_total === '' || !Number.isFinite(minor) || !Number.isInteger(totals.currency_minor_unit) || totals.currency_minor_unit < 0) {
      return MISSING_TOTAL_SENTINEL;
    }
    total += minor / 10 ** totals.currency_minor_unit;
  }
  // Sum in minor units would be exact; rounding to the smallest unit removes float noise (0.1 + 0.2).
  return Math.round(total * 100) / 100;
}

/** Sum of line quantities (quantity is kept as a string on cart items). */
export function basketCount(lines: readonly { quantity: string | number }[]): number {
  return lines.reduce((sum, line) => {
    const quantity = Number(line.quantity);
    return sum + (Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0);
  }, 0);
}
