/**
 * `pnpm --filter @shop/store-api postal-entry -- --competition 104 --first-name Ann --last-name Smith
 *   --address "1 Lake Road" [--address-2 "Headingley"] --city Leeds --postcode "LS1 4AP" --email ann@example.com
 *   [--answer 2] --received 2026-11-20`
 *
 * Records a free postal entry from its card (domain/postalEntry.ts, the same function as the operator route
 * `postal_entry`) and prints the outcome: the ticket number, or the refusal and its reason. Every card is
 * recorded, refused ones too (exit code 0 either way); a command that cannot be read records nothing and
 * exits 1. An instant win's notice goes to the running realtime database, as a checkout's does; an
 * entrant without an account gets their receipt in the outbox.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { loadEndpointSchemas, type EndpointParsedInput } from '@shop/shared-contracts';
import { postalCardOf, recordPostalEntry, type PostalEntryOutcome } from '../domain/postalEntry';
import { createNoticeWriter } from '../realtime/noticeWriter';
import { openStore, outboxFile, rtdbPort, runCommand } from './common';

const USAGE =
  'usage: pnpm --filter @shop/store-api postal-entry -- --competition <id> --first-name <name> --last-name <name> --address <line> [--address-2 <line>] --city <town> --postcode <postcode> --email <address> [--answer <option id>] --received <YYYY-MM-DD>';

const OPTIONS = {
  competition: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  address: { type: 'string' },
  'address-2': { type: 'string' },
  city: { type: 'string' },
  postcode: { type: 'string' },
  email: { type: 'string' },
  answer: { type: 'string' },
  received: { type: 'string' },
} as const;

/** The card from the command line as the operator route's request, checked by its request schema (the same limits). */
async function requestFromArguments(argv: string[]): Promise<EndpointParsedInput<'postalEntry'>> {
  // pnpm passes the `--` that separates its own options on to the script.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let values: Partial<Record<keyof typeof OPTIONS, string>>;
  try {
    values = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.competition === undefined) throw new Error(`--competition is needed\n${USAGE}`);
  const { request } = await loadEndpointSchemas('postalEntry');
  const parsed = v.safeParse(request, {
    competition_id: values.competition,
    first_name: values['first-name'] ?? '',
    last_name: values['last-name'] ?? '',
    address_1: values.address ?? '',
    address_2: values['address-2'] ?? '',
    city: values.city ?? '',
    postcode: values.postcode ?? '',
    email: values.email ?? '',
    answer: values.answer ?? null,
    received: values.received ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`${v.getDotPath(issue) ?? 'input'}: ${issue.message}\n${USAGE}`);
  }
  return parsed.output as EndpointParsedInput<'postalEntry'>;
}

/** The outcome in lines for the operator. */
function describeOutcome(outcome: PostalEntryOutcome): string[] {
  const { entry, competition } = outcome;
  const named = competition ? `competition ${entry.competitionId} "${competition.title}"` : `competition ${entry.competitionId}`;
  if (entry.outcome === 'refused') return [`Refused (${entry.reasonCode}): postal entry ${entry.id} to ${named}, recorded as refused. ${entry.reason}`];
  const numbers = outcome.tickets.length === 1 ? `ticket number ${outcome.tickets[0]}` : `ticket numbers ${outcome.tickets.join(', ')}`;
  return [
    `Accepted: postal entry ${entry.id} to ${named}, ${numbers} (order #${entry.orderId}, £0.00, Free postal entry).`,
    entry.userId !== null
      ? `It is under the orders of the account with the email ${entry.email}.`
      : `No account has the email ${entry.email}: the receipt is in ${outboxFile}.`,
    ...outcome.instantWins.map((win) => `Instant win: ticket ${win.ticket_number} won ${win.prize}.`),
  ];
}

const NOTICE_TIMEOUT_MS = 3000;

/** Writes instant-win notices to the running store-api's realtime database, giving up after a few seconds. */
async function pushNotices(outcome: PostalEntryOutcome): Promise<void> {
  if (outcome.notices.length === 0) return;
  const writer = createNoticeWriter(rtdbPort);
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), NOTICE_TIMEOUT_MS).unref());
  const written = await Promise.race([Promise.all(outcome.notices.map((notice) => writer.push(notice))).then(() => 'written' as const), timeout]).catch(
    () => 'failed' as const,
  );
  if (written !== 'written')
    console.log(`The instant-win notice could not be written to the realtime database on 127.0.0.1:${rtdbPort} (is store-api running?).`);
  await Promise.race([writer.close(), timeout]).catch(() => undefined);
}

runCommand(async () => {
  const card = await requestFromArguments(process.argv.slice(2));
  const db = openStore();
  let outcome: PostalEntryOutcome;
  try {
    outcome = recordPostalEntry(db, postalCardOf(card), { outboxFile });
  } finally {
    db.close();
  }
  for (const line of describeOutcome(outcome)) console.log(line);
  await pushNotices(outcome);
});
