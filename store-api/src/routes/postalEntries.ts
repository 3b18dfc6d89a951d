import { postalCardOf, recordPostalEntry, type PostalEntryOutcome } from '../domain/postalEntry';
import { ok, type EndpointHandlers } from '../http/context';
import { invalidParam } from '../http/wpError';

/** A recorded postal entry as the operator route answers it (shared-contracts responses/operator.ts). */
function entryAnswer({ entry, tickets, instantWins }: PostalEntryOutcome) {
  return {
    id: entry.id,
    competition_id: entry.competitionId,
    status: entry.outcome,
    reason_code: entry.reasonCode,
    reason: entry.reason,
    order_id: entry.orderId,
    order_number: entry.orderId === null ? null : String(entry.orderId),
    tickets,
    instant_wins: instantWins.map(({ ticket_number, prize }) => ({ ticket_number, prize })),
    has_account: entry.userId !== null,
    first_name: entry.firstName,
    last_name: entry.lastName,
    address_1: entry.address1,
    address_2: entry.address2,
    city: entry.city,
    postcode: entry.postcode,
    email: entry.email,
    answer: entry.answer,
    received: entry.received,
    recorded_at: new Date(entry.recordedAt).toISOString(),
  };
}

/**
 * POST /api/v1/postal_entry, the operator's record of a free postal entry (domain/postalEntry.ts, the same
 * function as the `postal-entry` command). Only the service bearer may call it (the endpoint table's
 * `operator` bearer, checked in http/dispatch.ts). Every card is recorded; the answer is the entry as
 * recorded: accepted (`success: true`, its order and ticket), refused by a rule (`success: false`, the
 * reason as `error`), or, for a card missing what an entry needs, WordPress's 400 `rest_invalid_param`
 * naming the field, with the recorded entry as `data.entry`. Instant wins' notices go to the realtime
 * database as a checkout's do.
 */
export const postalEntryHandlers = {
  postalEntry: async (context, input) => {
    const outcome = recordPostalEntry(context.db, postalCardOf(input), { now: context.now(), outboxFile: context.config.outboxFile });
    await Promise.all(
      outcome.notices.map((notice) =>
        context.notices.push(notice).catch((error: unknown) => console.error('[store-api] could not write instant-win notice:', error)),
      ),
    );
    const entry = entryAnswer(outcome);
    if (outcome.field) throw invalidParam(outcome.field, outcome.entry.reason).with({ entry }, {});
    return ok(outcome.entry.outcome === 'accepted' ? { success: true, entry } : { success: false, error: outcome.entry.reason, entry });
  },
} satisfies Partial<EndpointHandlers>;
