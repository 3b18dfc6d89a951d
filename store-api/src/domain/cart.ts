import type { Db } from '../db/database';
import { int, intOrNull, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';
import { randomToken } from './secrets';

/** The cart tables: `carts` (one per Store API session), their lines (`cart_items`) and applied coupons (`cart_coupons`). */
export interface CartLine {
  key: string;
  competition_id: number;
  quantity: number;
  answer: number | null;
}

const toLine = (row: Row): CartLine => ({
  key: text(row, 'key'),
  competition_id: int(row, 'competition_id'),
  quantity: int(row, 'quantity'),
  answer: intOrNull(row, 'answer'),
});

export function createCart(db: Db, userId: number | null): string {
  const token = randomToken();
  sql(db, 'INSERT INTO carts (token, user_id, updated_at) VALUES (?, ?, ?)').run(token, userId, Date.now());
  return token;
}

/** Whether a cart with this token exists, and whose it is (null: a guest's). */
export interface CartOwner {
  exists: boolean;
  userId: number | null;
}

const NO_CART: CartOwner = { exists: false, userId: null };

export function cartOwner(db: Db, token: string): CartOwner {
  if (!token) return NO_CART;
  const owner = mapRow(sql(db, 'SELECT user_id FROM carts WHERE token = ?').get(token), (row) => intOrNull(row, 'user_id'));
  return { exists: owner !== undefined, userId: owner ?? null };
}

/**
 * The cart a request works on. A signed-in customer always gets their own cart (a guest cart they bring
 * is claimed); a token that belongs to someone else's cart is ignored, so one customer can never read
 * or change another's basket. `owner`: the token's owner, when the caller has looked it up already.
 */
export function resolveCart(db: Db, token: string, userId: number | null, owner: CartOwner = cartOwner(db, token)): string | null {
  if (userId !== null) {
    if (owner.exists && owner.userId === userId) return token;
    const own = mapRow(sql(db, 'SELECT token FROM carts WHERE user_id = ? ORDER BY updated_at DESC LIMIT 1').get(userId), (row) => text(row, 'token'));
    if (own) return own;
    if (owner.exists && owner.userId === null) {
      sql(db, 'UPDATE carts SET user_id = ? WHERE token = ?').run(userId, token);
      return token;
    }
    return null;
  }
  return owner.exists && owner.userId === null ? token : null;
}

export function touchCart(db: Db, token: string): void {
  sql(db, 'UPDATE carts SET updated_at = ? WHERE token = ?').run(Date.now(), token);
}

export function cartLines(db: Db, token: string): CartLine[] {
  return mapRows(sql(db, 'SELECT key, competition_id, quantity, answer FROM cart_items WHERE cart_token = ? ORDER BY rowid').all(token), toLine);
}

export function addLine(db: Db, token: string, competitionId: number, quantity: number, answer: number | null): void {
  sql(db, 'INSERT INTO cart_items (cart_token, key, competition_id, quantity, answer) VALUES (?, ?, ?, ?, ?)').run(
    token,
    randomToken(16),
    competitionId,
    quantity,
    answer,
  );
}

export function setLine(db: Db, token: string, key: string, quantity: number, answer: number | null): void {
  sql(db, 'UPDATE cart_items SET quantity = ?, answer = ? WHERE cart_token = ? AND key = ?').run(quantity, answer, token, key);
}

/** False when the cart has no such line. */
export function removeLine(db: Db, token: string, key: string): boolean {
  return sql(db, 'DELETE FROM cart_items WHERE cart_token = ? AND key = ?').run(token, key).changes > 0;
}

/** Codes compare without case, as WooCommerce keeps them in lower case. */
export function isCouponApplied(db: Db, token: string, code: string): boolean {
  return sql(db, 'SELECT 1 FROM cart_coupons WHERE cart_token = ? AND code = ? COLLATE NOCASE').get(token, code) !== undefined;
}

export function applyCouponToCart(db: Db, token: string, code: string): void {
  sql(db, 'INSERT INTO cart_coupons (cart_token, code) VALUES (?, ?)').run(token, code);
}

/** False when the coupon was not applied to the cart (codes compare without case). */
export function removeCouponFromCart(db: Db, token: string, code: string): boolean {
  return sql(db, 'DELETE FROM cart_coupons WHERE cart_token = ? AND code = ? COLLATE NOCASE').run(token, code).changes > 0;
}

/** After an order: the cart keeps its session but holds nothing. */
export function emptyCart(db: Db, token: string): void {
  sql(db, 'DELETE FROM cart_items WHERE cart_token = ?').run(token);
  sql(db, 'DELETE FROM cart_coupons WHERE cart_token = ?').run(token);
}

/** Each applied coupon's discount, in order, never more than what is left of the subtotal. */
export function couponDiscountMinor(db: Db, token: string, subtotalMinor: number): { code: string; discount: number }[] {
  const coupons = mapRows(
    sql(
      db,
      'SELECT cc.code, c.amount_minor FROM cart_coupons cc JOIN coupons c ON c.code = cc.code COLLATE NOCASE WHERE cc.cart_token = ? ORDER BY cc.rowid',
    ).all(token),
    (row) => ({ code: text(row, 'code'), amountMinor: int(row, 'amount_minor') }),
  );
  let left = subtotalMinor;
  return coupons.map((coupon) => {
    const discount = Math.min(coupon.amountMinor, left);
    left -= discount;
    return { code: coupon.code, discount };
  });
}
