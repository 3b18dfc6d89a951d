import * as v from 'valibot';
import { PostalEntryResponseSchema } from '../responses/operator';
import { field } from './fields';

/**
 * Request and response schemas of the operator's calls: the shop's own staff, not the storefront, make them
 * (the endpoint table's `operator` bearer), so no page ever loads this group.
 */
export const operatorSchemas = {
  /**
   * A free postal entry as the card gives it. Only the competition must be a number: a card missing a name,
   * an address, a postcode or a valid email, or with a received date that is no date or in the future, is
   * still recorded, as refused (`malformed`), so every card the shop received is on record.
   */
  postalEntry: {
    request: v.object({
      competition_id: field.positiveInt(),
      first_name: field.optionalText(100),
      last_name: field.optionalText(100),
      address_1: field.optionalText(200),
      address_2: field.optionalText(200),
      city: field.optionalText(100),
      postcode: field.optionalText(20),
      email: field.optionalText(200),
      /** The qualifying question's answer (an option id) when the competition has one. */
      answer: field.optionalWholeNumber(),
      /** When the card was received, YYYY-MM-DD. */
      received: field.optionalText(40),
    }),
    response: PostalEntryResponseSchema,
  },
};
