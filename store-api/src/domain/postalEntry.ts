import { isValidEmail, type Competition, type EndpointParsedInput, type InstantWinNotification } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { isPurchasable, ticketsLeft } from './cartAvailability';
import { getCompetition } from './competitions';
import { createOrder, type OrderBilling } from './orders';
import { writeToOutbox } from './outbox';
import { POSTAL_ENTRY_METHOD, PAYMENT_TITLES } from './paymentTitles';
import {
  entrantEmailKey,
  insertPostalEntry,
  postalEntriesWithoutAccount,
  ticketsHeldBy,
  type PostalCard,
  type PostalEntryRecord,
  type PostalRefusal,
} from './postalEntries';
import { awardInstantWins, drawRewardWins, instantWinsAmong, isSiteCreditPrize } from './prizes';
import { holderOfOrder } from './ticketHolders';
import { answerRefused, storedQuestionSettings } from './ticketRules';
import { pickUnsoldNumbers } from './tickets';
import { isLocked, storedProfile, userIdByEmail } from './users';

/**
 * A free postal entry, recorded by the operator from the card (the CLI `postal-entry` and the operator route
 * `postal_entry` both call `recordPostalEntry`). UK prize competitions must offer a free route with the same
 * chance as paying (the DCMS voluntary code), so an accepted card is an entry exactly like a paid one: its
 * ticket number is allocated by the same code as a checkout's, in the same kind of immediate transaction, as
 * a £0 order paid by "Free postal entry"; it can win the instant wins and reward wins as a checkout's tickets
 * can, it is in the main draw's entry list (labelled `postal-<order>`), and it counts towards the
 * per-customer maximum. Every card, accepted or refused, is kept in `postal_entries` with its outcome.
 */

/** One ticket per card: the UK norm for a free postal entry (each card is one entry; send more cards for more). */
export const TICKETS_PER_POSTAL_ENTRY = 1;

/** Why a card is refused, in sentences the entrant can read (kept with the entry and answered to the operator). */
export const POSTAL_REFUSAL_REASONS = {
  closed: 'This competition is closed to entries, so the postal entry could not be accepted.',
  soldOut: 'This competition has sold out, so the postal entry could not be accepted.',
  accountLocked: "The entrant's account is locked under its responsible gaming settings, so the postal entry could not be accepted.",
  wrongAnswer: 'The answer to the qualifying question is missing or not correct, so the postal entry could not be accepted.',
  overMaximum: (maximum: number) =>
    `The entrant already has the maximum of ${maximum} ${maximum === 1 ? 'entry' : 'entries'} for this competition, so the postal entry could not be accepted.`,
  noFirstName: 'The postal entry gives no first name.',
  noLastName: 'The postal entry gives no last name.',
  noAddress: 'The postal entry gives no address.',
  noCity: 'The postal entry gives no town or city.',
  noPostcode: 'The postal entry gives no postcode.',
  noEmail: 'The postal entry gives no valid email address.',
  receivedNotADate: 'The date the postal entry was received must be a date written YYYY-MM-DD.',
  receivedInFuture: (received: string) => `The postal entry's received date, ${received}, is in the future.`,
  unknownCompetition: (competitionId: number) => `There is no competition ${competitionId} to enter.`,
} as const;

/** The card's field a malformed entry is refused for, by its name in the operator route's request. */
export type PostalCardField = 'competition_id' | 'first_name' | 'last_name' | 'address_1' | 'city' | 'postcode' | 'email' | 'received';

export interface PostalEntryOutcome {
  /** The entry as kept in `postal_entries`. */
  entry: PostalEntryRecord;
  /** The competition the card names (null when there is none). */
  competition: Competition | null;
  /** The field a malformed card is refused for (null otherwise). */
  field: PostalCardField | null;
  /** The ticket numbers allocated (empty when refused). */
  tickets: number[];
  /** The instant wins its ticket won, as a checkout answers them. */
  instantWins: { competition_id: number; ticket_number: number; prize: string }[];
  /** The instant wins' notices for the realtime feed: the caller writes them, as checkout does. */
  notices: InstantWinNotification[];
  /** The receipt written to the outbox for an entrant without an account (null for anyone else, and when refused). */
  receipt: string | null;
}

export interface PostalEntryOptions {
  /** The shop's clock (epoch ms; default the real time): what is on sale, "in the future", the order's time. */
  now?: number;
  /** Where an entrant without an account gets their receipt (store-api's outbox); none: no receipt written. */
  outboxFile?: string;
}

/** The card from the operator route's request (the CLI's arguments are parsed by the same request schema). */
export function postalCardOf(request: EndpointParsedInput<'postalEntry'>): PostalCard {
  return {
    competitionId: request.competition_id,
    firstName: request.first_name,
    lastName: request.last_name,
    address1: request.address_1,
    address2: request.address_2,
    city: request.city,
    postcode: request.postcode,
    email: request.email,
    answer: request.answer,
    received: request.received,
  };
}

/** The card as kept: every text trimmed, the postcode in capitals with single spaces. */
function tidied(card: PostalCard): PostalCard {
  return {
    ...card,
    firstName: card.firstName.trim(),
    lastName: card.lastName.trim(),
    address1: card.address1.trim(),
    address2: card.address2.trim(),
    city: card.city.trim(),
    postcode: card.postcode.trim().replace(/\s+/g, ' ').toUpperCase(),
    email: card.email.trim(),
    received: card.received.trim(),
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in the UK (the shop's day), YYYY-MM-DD. */
const ukToday = (now: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** What a card lacks to be an entry at all (the first problem), or null. */
function malformation(card: PostalCard, now: number): { field: PostalCardField; reason: string } | null {
  const reasons = POSTAL_REFUSAL_REASONS;
  if (card.firstName === '') return { field: 'first_name', reason: reasons.noFirstName };
  if (card.lastName === '') return { field: 'last_name', reason: reasons.noLastName };
  if (card.address1 === '') return { field: 'address_1', reason: reasons.noAddress };
  if (card.city === '') return { field: 'city', reason: reasons.noCity };
  if (card.postcode === '') return { field: 'postcode', reason: reasons.noPostcode };
  if (!isValidEmail(card.email)) return { field: 'email', reason: reasons.noEmail };
  if (!isCalendarDate(card.received)) return { field: 'received', reason: reasons.receivedNotADate };
  if (card.received > ukToday(now)) return { field: 'received', reason: reasons.receivedInFuture(card.received) };
  return null;
}

/** "27 November 2026 at 20:00", the draw as the receipt names it. */
function drawMomentText(competition: Competition): string {
  if (!isCalendarDate(competition.draw_date)) return 'a date still to be announced';
  const day = new Date(`${competition.draw_date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return competition.draw_time ? `${day} at ${competition.draw_time}` : day;
}

/** What the receipt says of an instant prize paid as site credit: it is held for the card's email (domain/heldCredit.ts). */
export const HELD_CREDIT_SENTENCE = 'open an account at the shop with this email address and the credit will be in it.';
/** What the receipt says of any other instant prize. */
export const ARRANGED_PRIZE_SENTENCE = 'we will contact you to arrange it.';

/**
 * The receipt of an accepted card for an entrant without an account: the competition, the ticket number and
 * the draw date, and any instant prize it won: site credit is held for the card's email until an account is
 * opened with it, any other prize the operator arranges.
 */
export function postalReceipt(competition: Competition, firstName: string, tickets: readonly number[], instantWins: readonly { prize: string }[]): string {
  const numbers = tickets.length === 1 ? `ticket number ${tickets[0]}` : `ticket numbers ${tickets.join(', ')}`;
  const receipt = `Dear ${firstName}, your free postal entry to "${competition.title}" has been accepted with ${numbers}, in the draw on ${drawMomentText(competition)}.`;
  const prizes = instantWins.map((win) => win.prize);
  const won = (titles: string[], sentence: string) => (titles.length === 0 ? [] : [`It has won an instant prize (${titles.join(', ')}): ${sentence}`]);
  return [
    receipt,
    ...won(prizes.filter(isSiteCreditPrize), HELD_CREDIT_SENTENCE),
    ...won(
      prizes.filter((prize) => !isSiteCreditPrize(prize)),
      ARRANGED_PRIZE_SENTENCE,
    ),
  ].join(' ');
}

/**
 * Records one postal entry from its card, in one immediate (write-locked) transaction, so it is serialised
 * with checkouts exactly as they are with each other. A card missing what an entry needs, or naming no
 * competition, is refused as `malformed`; then, as a paid entry is refused, a competition that takes no
 * entries (closed, entries closed for the draw, drawn, or tickets disabled), one sold out, a locked account,
 * a wrong or missing answer to the qualifying question (when the shop asks it), and an entrant at the
 * per-customer maximum. The entrant is the customer whose account has the card's email (their paid and
 * postal tickets count together), or, without an account, everyone who entered by post with that email
 * (trimmed, lower case). Accepted: a £0 order by "Free postal entry" with one ticket. Either way the entry is
 * kept with its outcome; an accepted entrant without an account gets a receipt in the outbox.
 */
export function recordPostalEntry(db: Db, card: PostalCard, options: PostalEntryOptions = {}): PostalEntryOutcome {
  const now = options.now ?? Date.now();
  const tidy = tidied(card);
  const run = db.transaction((): PostalEntryOutcome => {
    const competition = getCompetition(db, tidy.competitionId, now);
    const userId = isValidEmail(tidy.email) ? (userIdByEmail(db, tidy.email) ?? null) : null;
    const refuse = (reasonCode: PostalRefusal, reason: string, field: PostalCardField | null = null): PostalEntryOutcome => ({
      entry: insertPostalEntry(db, { ...tidy, outcome: 'refused', reasonCode, reason, userId, orderId: null, recordedAt: now }),
      competition,
      field,
      tickets: [],
      instantWins: [],
      notices: [],
      receipt: null,
    });

    const malformed = malformation(tidy, now);
    if (malformed) return refuse('malformed', malformed.reason, malformed.field);
    if (!competition) return refuse('malformed', POSTAL_REFUSAL_REASONS.unknownCompetition(tidy.competitionId), 'competition_id');
    if (!isPurchasable(competition)) return refuse('closed', POSTAL_REFUSAL_REASONS.closed);
    if (ticketsLeft(competition) < TICKETS_PER_POSTAL_ENTRY) return refuse('sold_out', POSTAL_REFUSAL_REASONS.soldOut);
    if (userId !== null && isLocked(storedProfile(db, userId))) return refuse('account_locked', POSTAL_REFUSAL_REASONS.accountLocked);
    if (answerRefused(competition, tidy.answer, storedQuestionSettings(db, competition.id))) return refuse('wrong_answer', POSTAL_REFUSAL_REASONS.wrongAnswer);
    const held = userId !== null ? ticketsHeldBy(db, competition.id, userId) : postalEntriesWithoutAccount(db, competition.id, entrantEmailKey(tidy.email));
    if (held + TICKETS_PER_POSTAL_ENTRY > competition.max_ticket_per_user) {
      return refuse('over_maximum', POSTAL_REFUSAL_REASONS.overMaximum(competition.max_ticket_per_user));
    }

    const tickets = pickUnsoldNumbers(db, competition.id, competition.total_sell_tickets, TICKETS_PER_POSTAL_ENTRY);
    const billing: OrderBilling = {
      first_name: tidy.firstName,
      last_name: tidy.lastName,
      address_1: tidy.address1,
      address_2: tidy.address2,
      city: tidy.city,
      state: '',
      postcode: tidy.postcode,
      phone: '',
      email: tidy.email,
    };
    const order = createOrder(db, {
      userId,
      status: 'processing',
      totalMinor: 0,
      paymentMethod: POSTAL_ENTRY_METHOD,
      paymentMethodTitle: PAYMENT_TITLES[POSTAL_ENTRY_METHOD],
      billing,
      lines: [
        {
          competition_id: competition.id,
          title: competition.title,
          quantity: tickets.length,
          price_minor: 0,
          tickets,
          draw_date: competition.draw_date,
          draw_time: competition.draw_time,
        },
      ],
      createdAt: now,
    });
    // The same prizes as a checkout's tickets: instant wins on the numbers allocated, reward wins at the sold share.
    const notices = awardInstantWins(db, competition, tickets, holderOfOrder(db, { orderId: order.id, userId, postal: true }), now);
    drawRewardWins(db, getCompetition(db, competition.id, now)!, competition.total_ticket_sold + tickets.length, now);
    const entry = insertPostalEntry(db, { ...tidy, outcome: 'accepted', reasonCode: null, reason: '', userId, orderId: order.id, recordedAt: now });
    return { entry, competition, field: null, tickets, instantWins: instantWinsAmong(competition, tickets), notices, receipt: null };
  });
  const outcome = run.immediate();
  if (outcome.entry.outcome === 'accepted' && outcome.entry.userId === null && outcome.competition && options.outboxFile) {
    const receipt = postalReceipt(outcome.competition, outcome.entry.firstName, outcome.tickets, outcome.instantWins);
    writeToOutbox(options.outboxFile, outcome.entry.email, receipt, now);
    return { ...outcome, receipt };
  }
  return outcome;
}
