import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { unusedCouponsOf } from '../domain/coupons';
import { creditEntriesOf } from '../domain/creditLog';
import { formatPounds } from '../domain/money';
import { pointsBalanceOf, pointsEntriesOf } from '../domain/pointsLog';
import { humanDate } from './wpFormat';

/** The signed-in customer's points, coupons and site credit. */
export const ledgerHandlers = {
  points: (context, { offset, limit }) => {
    const userId = requireUser(context);
    const balance = pointsBalanceOf(context.db, userId);
    return ok({
      success: true,
      points: balance.points,
      totalLogs: balance.entries,
      logs: pointsEntriesOf(context.db, userId, limit, offset).map((entry) => ({
        description: entry.description,
        type: entry.type,
        points: entry.points,
        date_display_human: humanDate(entry.createdAt),
      })),
    });
  },

  coupons: (context) => {
    const coupons = unusedCouponsOf(context.db, requireUser(context));
    return ok({
      success: true,
      data: coupons.map((coupon) => ({ code: coupon.code, description: coupon.description, amount: formatPounds(coupon.amountMinor) })),
    });
  },

  siteCredit: (context) => {
    const entries = creditEntriesOf(context.db, requireUser(context));
    return ok({
      success: true,
      balance: entries.reduce((sum, entry) => sum + entry.amountMinor, 0) / 100,
      data: entries.map((entry) => ({ description: entry.description, amount: entry.amountMinor / 100, date_display_human: humanDate(entry.createdAt) })),
    });
  },
} satisfies Partial<EndpointHandlers>;
