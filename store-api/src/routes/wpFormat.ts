/** How the original WordPress plugin formats dates and money in its answers. */

/** "3 March 2026" (date_display_human, order_date). */
export function humanDate(time: number): string {
  return new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** WooCommerce's wc_price() markup, which the orders list sends as `order_total`. */
export function priceHtml(minor: number): string {
  return `<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>${(minor / 100).toFixed(2)}</span>`;
}

/** Minor units as the plugin's decimal strings ("12.50"). */
export function decimalPounds(minor: number): string {
  return (minor / 100).toFixed(2);
}
