import type { Competition } from '@shop/shared-contracts';
import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { WpError } from '../http/wpError';
import { formatPounds } from '../domain/money';
import { orderOfUser, type OrderBilling, type OrderLine, type OrderRow } from '../domain/orders';
import { PASSWORD_RULE_MESSAGE, meetsPasswordRule } from '../domain/passwordRule';
import { requestLimit, requestLockout } from '../domain/spendingLimit';
import { hashPassword, verifyPassword } from '../domain/secrets';
import { emailTaken, isUniqueViolation, publicUser, revokeOtherTokens, saveProfile, storedProfile } from '../domain/users';

function humanDate(time: number): string {
  return new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function orderDetail(row: OrderRow) {
  const billing = JSON.parse(row.billing) as OrderBilling;
  const lines = JSON.parse(row.lines) as OrderLine[];
  return {
    id: row.id,
    status: row.status,
    date_created: { date: new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 19) },
    total: (row.total_minor / 100).toFixed(2),
    payment_method_title: row.payment_method_title,
    product: lines.map((line) => ({
      competition_id: line.competition_id,
      title: line.title,
      quantity: line.quantity,
      price: (line.price_minor / 100).toFixed(2),
      tickets: line.tickets,
      draw_date: line.draw_date,
      draw_time: line.draw_time,
    })),
    billing,
    shipping: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      address_1: billing.address_1,
      address_2: billing.address_2,
      city: billing.city,
      state: billing.state,
      postcode: billing.postcode,
    },
  };
}

/** The signed-in customer's account: every query is scoped to the token's own user. */
export const accountHandlers = {
  getUserDetails: (context) => ok({ success: true, data: publicUser(context.db, requireUser(context), context.userToken) }),

  updateProfile: async (context, input) => {
    const userId = requireUser(context);
    if (emailTaken(context.db, input.account_email, userId)) return ok({ success: false, error: 'That email address is already used by another account.' });
    if (input.password_1 || input.password_current) {
      const row = context.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(userId) as { password_hash: string };
      if (!input.password_current || !input.password_1 || !input.password_2) return ok({ success: false, error: 'Please Fill all password fields.' });
      if (!(await verifyPassword(input.password_current, row.password_hash))) return ok({ success: false, error: 'Your current password is incorrect.' });
      if (input.password_1 !== input.password_2) return ok({ success: false, error: 'New password and Confirm password do not match.' });
      if (!meetsPasswordRule(input.password_1)) return ok({ success: false, error: PASSWORD_RULE_MESSAGE });
      context.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(input.password_1), userId);
      // A new password signs the customer out of every other session; this one stays signed in.
      revokeOtherTokens(context.db, userId, context.userToken);
    }
    const profile = storedProfile(context.db, userId);
    try {
      saveProfile(context.db, userId, {
        ...profile,
        first_name: input.account_first_name,
        last_name: input.account_last_name,
        email: input.account_email,
        name: input.account_display_name || `${input.account_first_name} ${input.account_last_name}`,
      });
    } catch (error) {
      // Another account took the address between the check and the save.
      if (isUniqueViolation(error)) return ok({ success: false, error: 'That email address is already used by another account.' });
      throw error;
    }
    return ok({ success: true, data: publicUser(context.db, userId, context.userToken) });
  },

  updateUserDetails: (context, input) => {
    const userId = requireUser(context);
    const profile = storedProfile(context.db, userId);
    saveProfile(context.db, userId, {
      ...profile,
      billing_first_name: input.first_name,
      billing_last_name: input.last_name,
      billing_email: input.billing_email,
      billing_phone: input.billing_phone,
      billing_address_1: input.billing_address_1,
      billing_address_2: input.billing_address_2,
      billing_city: input.billing_city,
      billing_postcode: input.billing_postcode,
      billing_state: input.billing_state,
      billing_country: 'GB',
    });
    return ok({ success: true });
  },

  /** Spec: a GET whose query parameters save the bank details. */
  bankDetails: (context, input) => {
    const userId = requireUser(context);
    context.db
      .prepare('INSERT OR REPLACE INTO bank_details (user_id, account_number, sort_code) VALUES (?, ?, ?)')
      .run(userId, input.account_number, input.sort_code);
    return ok({ success: true, data: { account_number: input.account_number, sort_code: input.sort_code } });
  },

  /** What bankDetails saved, the account number cut to its last four digits (it never travels whole). */
  bankDetailsSaved: (context) => {
    const userId = requireUser(context);
    const row = context.db.prepare('SELECT account_number, sort_code FROM bank_details WHERE user_id = ?').get(userId) as
      { account_number: string; sort_code: string } | undefined;
    return ok({ success: true, data: row ? { account_number_last4: row.account_number.slice(-4), sort_code: row.sort_code } : null });
  },

  points: (context, { offset, limit }) => {
    const userId = requireUser(context);
    const balance = context.db.prepare('SELECT COALESCE(SUM(points), 0) AS total, COUNT(*) AS n FROM points_log WHERE user_id = ?').get(userId) as {
      total: number;
      n: number;
    };
    const logs = context.db
      .prepare('SELECT description, type, points, created_at FROM points_log WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(userId, limit, offset) as { description: string; type: string; points: number; created_at: number }[];
    return ok({
      success: true,
      points: balance.total,
      totalLogs: balance.n,
      logs: logs.map((log) => ({ description: log.description, type: log.type, points: log.points, date_display_human: humanDate(log.created_at) })),
    });
  },

  coupons: (context) => {
    const userId = requireUser(context);
    const rows = context.db.prepare('SELECT code, description, amount_minor FROM coupons WHERE user_id = ? AND used = 0 ORDER BY code').all(userId) as {
      code: string;
      description: string;
      amount_minor: number;
    }[];
    return ok({ success: true, data: rows.map((row) => ({ code: row.code, description: row.description, amount: formatPounds(row.amount_minor) })) });
  },

  siteCredit: (context) => {
    const userId = requireUser(context);
    const rows = context.db.prepare('SELECT description, amount_minor, created_at FROM credit_log WHERE user_id = ? ORDER BY created_at DESC').all(userId) as {
      description: string;
      amount_minor: number;
      created_at: number;
    }[];
    const balance = rows.reduce((sum, row) => sum + row.amount_minor, 0);
    return ok({
      success: true,
      balance: balance / 100,
      data: rows.map((row) => ({ description: row.description, amount: row.amount_minor / 100, date_display_human: humanDate(row.created_at) })),
    });
  },

  orders: (context, { page, limit }) => {
    const userId = requireUser(context);
    const total = (context.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId) as { n: number }).n;
    const rows = context.db
      .prepare('SELECT id, status, created_at, total_minor, lines FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(userId, limit, (page - 1) * limit) as { id: number; status: string; created_at: number; total_minor: number; lines: string }[];
    return ok({
      success: true,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      data: rows.map((row) => ({
        order_id_: row.id,
        order_status: row.status,
        order_date: humanDate(row.created_at),
        order_total: `<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>${(row.total_minor / 100).toFixed(2)}</span>`,
        item_count: (JSON.parse(row.lines) as OrderLine[]).reduce((sum, line) => sum + line.quantity, 0),
      })),
    });
  },

  orderDetail: (context, { id }) => {
    const userId = requireUser(context);
    const row = orderOfUser(context.db, id, userId);
    if (!row) throw new WpError(404, 'order_not_found', 'Order not found.');
    return ok({ success: true, data: orderDetail(row) });
  },

  purchasedCompetitions: (context) => {
    const userId = requireUser(context);
    const rows = context.db
      .prepare(
        `SELECT t.competition_id, GROUP_CONCAT(t.ticket_number) AS numbers, c.data FROM tickets t JOIN competitions c ON c.id = t.competition_id
      WHERE t.user_id = ? GROUP BY t.competition_id ORDER BY t.competition_id`,
      )
      .all(userId) as { competition_id: number; numbers: string; data: string }[];
    const drawnIds = new Set(
      (context.db.prepare("SELECT DISTINCT competition_id FROM winners WHERE prize_type = 'main'").all() as { competition_id: number }[]).map(
        (row) => row.competition_id,
      ),
    );
    const groups = rows.map((row) => {
      const competition = JSON.parse(row.data) as Competition;
      const tickets = row.numbers
        .split(',')
        .map(Number)
        .sort((a, b) => a - b);
      return {
        competition_id: row.competition_id,
        title: competition.title,
        image: competition.image,
        draw_date: competition.draw_date,
        draw_time: competition.draw_time,
        tickets,
      };
    });
    return ok({
      success: true,
      data: groups.map((group) => ({ competition_id: group.competition_id, total_tickets: group.tickets.length })),
      upcoming: groups.filter((group) => !drawnIds.has(group.competition_id)),
      drawn: groups.filter((group) => drawnIds.has(group.competition_id)),
    });
  },

  responsibleGaming: (context, input) => {
    const userId = requireUser(context);
    const profile = storedProfile(context.db, userId);
    const now = Date.now();
    // Lowering a limit is at once, raising or removing it after 24 hours; a break is never shortened.
    saveProfile(context.db, userId, {
      ...profile,
      ...requestLimit(profile, { limit_duration: input.limit_duration, limit_value: input.limit_value }, now),
      ...requestLockout(profile, input.lockout_period, now),
    });
    return ok({ success: true, data: publicUser(context.db, userId, context.userToken) });
  },

  claimPrize: (context, { ticket_number, competition_id }) => {
    const userId = requireUser(context);
    const win = context.db
      .prepare('SELECT id FROM winners WHERE competition_id = ? AND ticket_number = ? AND user_id = ?')
      .get(competition_id, ticket_number, userId);
    if (!win) return ok({ success: false, error: 'We could not find a win for that ticket on your account.' });
    return ok({ success: true, message: 'Thanks! Our team will contact you within 48 hours to arrange your prize.' });
  },
} satisfies Partial<EndpointHandlers>;
