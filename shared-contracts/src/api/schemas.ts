import * as v from 'valibot';
import { CompetitionSchema, PurchasedTicketEntrySchema } from '../entities/competition';
import { UserSchema } from '../entities/user';
import { CouponSchema, CreditEntrySchema, OrderDetailSchema, OrderListItemSchema, PointsLogEntrySchema } from '../entities/account';
import { SeoSettingsSchema, SettingsSchema } from '../entities/site';
import { numeric, optionalNumeric, text } from '../entities/primitives';

/**
 * Response schemas for every call. The client checks each answer against its schema; a malformed
 * answer takes the same path as a failed call. store-api's tests check its answers against the same.
 */

/** WordPress's error shape: `{code, message, data: {status}}`. */
export const WpErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  data: v.optional(v.looseObject({ status: v.number() })),
});
export type WpError = v.InferOutput<typeof WpErrorSchema>;

const successFlag = v.optional(v.boolean(), true);

export const SeoSettingsResponseSchema = v.object({ success: successFlag, data: v.array(SeoSettingsSchema) });
export const UserResponseSchema = v.object({ success: successFlag, data: UserSchema, message: v.optional(v.string()) });
export const UpdateProfileResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  data: v.optional(UserSchema),
});
export const SuccessResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  message: v.optional(v.string()),
});
export type SuccessResponse = v.InferOutput<typeof SuccessResponseSchema>;

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

export const SettingsResponseSchema = v.object({ success: successFlag, data: SettingsSchema });
export const WinnerStatsResponseSchema = v.object({
  success: successFlag,
  totalPrizeValue: numeric,
  totalWinner: numeric,
});

/** Designed: one page of competitions. `page` is 1-based. */
export const CompetitionListResponseSchema = v.object({
  success: successFlag,
  data: v.array(CompetitionSchema),
  page: optionalNumeric,
  total_pages: optionalNumeric,
  total: optionalNumeric,
});
export type CompetitionListResponse = v.InferOutput<typeof CompetitionListResponseSchema>;

export const CompetitionDetailResponseSchema = v.object({ success: successFlag, data: CompetitionSchema });

export const HowItWorksSchema = v.object({
  title: text,
  steps: v.array(v.object({ title: text, description: text })),
});
export type HowItWorks = v.InferOutput<typeof HowItWorksSchema>;
export const HowItWorksResponseSchema = v.object({ success: successFlag, data: HowItWorksSchema });

export const SiteCreditResponseSchema = v.object({
  success: successFlag,
  balance: numeric,
  data: v.array(CreditEntrySchema),
});
export type SiteCreditResponse = v.InferOutput<typeof SiteCreditResponseSchema>;

/** Designed: a drawn competition and its winning ticket. */
export const DrawResultSchema = v.object({
  competition_id: numeric,
  title: text,
  image: text,
  draw_date: text,
  draw_time: text,
  ticket_number: numeric,
  winner: text,
  prize_type: v.optional(v.picklist(['main', 'instant', 'reward']), 'main'),
  prize: text,
  /** Verifiable main draws (shared-contracts rules/drawProof.ts): SHA-256 of the seed, published at closing. */
  commitment: v.optional(v.string()),
  /** The draw's 32-byte seed in hex, revealed after the draw. */
  seed: v.optional(v.string()),
  /** How many tickets were sold, i.e. drawn from. */
  ticket_count: v.optional(v.number()),
});
export type DrawResult = v.InferOutput<typeof DrawResultSchema>;
export const DrawResultsResponseSchema = v.object({
  success: successFlag,
  data: v.array(DrawResultSchema),
  total_pages: optionalNumeric,
});

/** Designed: everything needed to recompute a main draw (the seed and winner stay null until the draw). */
export const DrawProofResponseSchema = v.object({
  success: successFlag,
  competition_id: v.number(),
  commitment: v.string(),
  seed: v.nullable(v.string()),
  tickets: v.array(v.number()),
  winning_ticket: v.nullable(v.number()),
});
export type DrawProofResponse = v.InferOutput<typeof DrawProofResponseSchema>;

export const WinnerSchema = v.object({
  id: numeric,
  name: text,
  location: text,
  prize: text,
  competition_id: numeric,
  competition_title: text,
  image: text,
  ticket_number: numeric,
  won_at: text,
});
export type Winner = v.InferOutput<typeof WinnerSchema>;
export const WinnersResponseSchema = v.object({
  success: successFlag,
  data: v.array(WinnerSchema),
  total_pages: optionalNumeric,
});

export const FaqSchema = v.object({ question: text, answer: text });
export type Faq = v.InferOutput<typeof FaqSchema>;
export const FaqsResponseSchema = v.object({ success: successFlag, data: v.array(FaqSchema) });

/** Legal terms come as tabs; the cookie notice links to tab 3 (the privacy policy). */
export const LegalTabSchema = v.object({ title: text, content: text });
export type LegalTab = v.InferOutput<typeof LegalTabSchema>;
export const LegalTermsResponseSchema = v.object({ success: successFlag, data: v.array(LegalTabSchema) });
