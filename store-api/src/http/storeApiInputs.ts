/** The Store API routes whose handlers take WooCommerce's params rather than the contract's parsed request. */
export interface StoreApiInputs {
  /** `id` null when none came (WooCommerce then names the product ""), 0 when it was no number. */
  cartAddItem: { id: number | null; quantity: number | null; answer: number | null };
  /** `quantity` null when none came (the line is left as it is). */
  cartUpdateItem: { key: string; quantity: number | null };
  cartRemoveItem: { key: string };
  cartApplyCoupon: { code: string };
  cartRemoveCoupon: { code: string };
}
