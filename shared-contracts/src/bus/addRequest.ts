import * as v from 'valibot';

/**
 * `catalog:add-request` (contract 1.1, a new command): a customer asked to add tickets, with only what
 * they chose: the competition's id and how many. The basket runs the whole add-to-cart flow from here
 * (the qualifying question, the allowed quantity, the nonce, the basket modal, add-item), reading the
 * competition from the server itself. The shell carries a request raised before the basket remote has
 * loaded and sends it again, the same object, once it has: a listener handles each request object once.
 *
 * The basket parses every request with this schema at the bus boundary: the catalogue and the basket are
 * built and released apart, so the shape is checked, not trusted.
 */
export const AddRequestSchema = v.object({
  type: v.literal('catalog:add-request'),
  /** The competition's id (not its product id). */
  competitionId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What the customer picked; the basket reads anything that is not a whole number of at least 1 as 1 (spec). */
  quantity: v.number(),
  /** Add-to-cart step 4: open the basket modal unless this says not to. */
  openModal: v.optional(v.boolean()),
});
export type AddRequest = v.InferOutput<typeof AddRequestSchema>;

/** The request a sender emits for what the customer chose. */
export function addRequest(competitionId: number, quantity: number): AddRequest {
  return { type: 'catalog:add-request', competitionId, quantity };
}
