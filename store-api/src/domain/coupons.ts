import type { Db } from '../db/database';
import { bool, int, intOrNull, mapRow, mapRows, text } from '../db/rows';
import { sql } from '../db/statements';

/** The `coupons` table: fixed-amount coupons, each for one customer or anyone, used once. */
export interface Coupon {
  code: string;
  userId: number | null;
  used: boolean;
}

/** The coupon of a code, whatever its case (WooCommerce compares codes in lower case). */
export function findCoupon(db: Db, code: string): Coupon | undefined {
  return mapRow(sql(db, 'SELECT code, user_id, used FROM coupons WHERE code = ? COLLATE NOCASE').get(code), (row) => ({
    code: text(row, 'code'),
    userId: intOrNull(row, 'user_id'),
    used: bool(row, 'used'),
  }));
}

/** A customer's unused coupons, by code. */
export function unusedCouponsOf(db: Db, userId: number): { code: string; description: string; amountMinor: number }[] {
  return mapRows(sql(db, 'SELECT code, description, amount_minor FROM coupons WHERE user_id = ? AND used = 0 ORDER BY code').all(userId), (row) => ({
    code: text(row, 'code'),
    description: text(row, 'description'),
    amountMinor: int(row, 'amount_minor'),
  }));
}

export function markCouponUsed(db: Db, code: string): void {
  sql(db, 'UPDATE coupons SET used = 1 WHERE code = ? COLLATE NOCASE').run(code);
}

export function addCoupon(db: Db, coupon: { code: string; userId: number | null; description: string; amountMinor: number }): void {
  sql(db, 'INSERT INTO coupons (code, user_id, description, amount_minor) VALUES (?, ?, ?, ?)').run(
    coupon.code,
    coupon.userId,
    coupon.description,
    coupon.amountMinor,
  );
}
