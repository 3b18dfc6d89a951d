import * as v from 'valibot';
import { CouponSchema, CreditEntrySchema, OrderDetailSchema, OrderListItemSchema, PointsLogEntrySchema } from '../../entities/account';
import { PurchasedTicketEntrySchema } from '../../entities/competition';
import { numeric, text } from '../../entities/primitives';
import { UserSchema } from '../../entities/user';
import { successFlag } from './common';

/** Response schemas of the sign-in and account calls. */

export const UserResponseSchema = v.object({ success: successFlag, data: UserSchema, message: v.optional(v.string()) });

export const UpdateProfileResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  data: v.optional(UserSchema),
});

export const BankDetailsResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  data: v.optional(v.object({ account_number: text, sort_code: text })),
});

export const PointsResponseSchema = v.object({
  success: successFlag,
  points: numeric,
  logs: v.array(PointsLogEntrySchema),
  totalLogs: numeric,
});

export type PointsResponse = v.InferOutput<typeof PointsResponseSchema>;

export const CouponsResponseSchema = v.object({ success: successFlag, data: v.array(CouponSchema) });

export const OrdersResponseSchema = v.object({
  success: successFlag,
  data: v.array(OrderListItemSchema),
  total_pages: numeric,
});

export type OrdersResponse = v.InferOutput<typeof OrdersResponseSchema>;

export const OrderDetailResponseSchema = v.object({ success: successFlag, data: OrderDetailSchema });

/** A group of a customer's tickets in one competition, for the upcoming and drawn lists. */
export const TicketGroupSchema = v.object({
  competition_id: numeric,
  title: text,
  image: text,
  draw_date: text,
  draw_time: text,
  tickets: v.array(numeric),
});

export type TicketGroup = v.InferOutput<typeof TicketGroupSchema>;

export const PurchasedCompetitionsResponseSchema = v.object({
  success: successFlag,
  data: v.array(PurchasedTicketEntrySchema),
  upcoming: v.optional(v.array(TicketGroupSchema), []),
  drawn: v.optional(v.array(TicketGroupSchema), []),
});

export type PurchasedCompetitionsResponse = v.InferOutput<typeof PurchasedCompetitionsResponseSchema>;

export const SiteCreditResponseSchema = v.object({
  success: successFlag,
  balance: numeric,
  data: v.array(CreditEntrySchema),
});

export type SiteCreditResponse = v.InferOutput<typeof SiteCreditResponseSchema>;
