import * as v from 'valibot';

/**
 * Response schemas of the operator's calls (not the storefront's: only store-api and its tests load them, so
 * schemas.ts does not export them to the apps).
 */

/** A free postal entry as recorded: the card (tidied), the outcome, and for an accepted one its £0 order and ticket. */
export const PostalEntrySchema = v.object({
  id: v.number(),
  competition_id: v.number(),
  status: v.picklist(['accepted', 'refused']),
  /** Why it was refused: malformed, closed, sold_out, account_locked, wrong_answer or over_maximum (null when accepted). */
  reason_code: v.nullable(v.string()),
  /** The refusal in a sentence the entrant can read ('' when accepted). */
  reason: v.string(),
  order_id: v.nullable(v.number()),
  order_number: v.nullable(v.string()),
  tickets: v.array(v.number()),
  instant_wins: v.array(v.object({ ticket_number: v.number(), prize: v.string() })),
  /** Whether the entrant's email belongs to an account (the entry is then under their orders). */
  has_account: v.boolean(),
  first_name: v.string(),
  last_name: v.string(),
  address_1: v.string(),
  address_2: v.string(),
  city: v.string(),
  postcode: v.string(),
  email: v.string(),
  answer: v.nullable(v.number()),
  /** When the card was received, YYYY-MM-DD. */
  received: v.string(),
  /** When it was recorded, ISO 8601. */
  recorded_at: v.string(),
});

/** `success` is whether the entry was accepted; a refused one carries its reason as `error` too. */
export const PostalEntryResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  entry: PostalEntrySchema,
});
