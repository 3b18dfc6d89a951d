import { formatDate, londonOffsetMs, ukDateTimeToEpoch, type DrawProofResponse, type ShopApi } from '@shop/shared-contracts';
import { nullWhenMissing } from '../shared/nullWhenMissing';

/** A competition's draw proof: the screen and the server share the query. Null: no proof exists for it. */
export function drawProofQuery(api: ShopApi, competitionId: number) {
  return {
    queryKey: ['catalog', 'draw-proof', competitionId] as const,
    queryFn: (): Promise<DrawProofResponse | null> => nullWhenMissing(() => api.getDrawProof(competitionId)),
    retry: false,
  };
}

/**
 * A moment of the draw (Unix seconds) in the shop's own date format ("July 23, 2026, 8:37 PM"), in UK time,
 * with the seconds (a beacon round comes every 3 s) and the zone it is in (BST or GMT): the one format on the
 * proof page, the same on the server and in every browser.
 */
export function proofMoment(unixSeconds: number): string {
  const epoch = unixSeconds * 1000;
  const offset = londonOffsetMs(epoch);
  const local = new Date(epoch + offset);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = local.getUTCHours();
  const date = formatDate(`${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${date}, ${clock} ${offset ? 'BST' : 'GMT'}`;
}

/** A competition's date and time as stored (UK local `YYYY-MM-DD`, `HH:MM`) in the proof page's format; null when unreadable. */
export function proofMomentOf(date: string, time: string): string | null {
  const epoch = ukDateTimeToEpoch(date, time);
  return epoch === null ? null : proofMoment(epoch / 1000);
}

/** Where anyone can fetch a quicknet round themselves (drand's own relay). */
export function relayRoundUrl(chainHash: string, round: number): string {
  return `https://api.drand.sh/${chainHash}/public/${round}`;
}

/** One row of the proof page's list: the published entry, or (first rule) the ticket alone. */
export type ListedEntry = NonNullable<DrawProofResponse['entries']>[number];

/**
 * The list a proof shows: the entry list published at the close (rule v2), or, for the first rule, which
 * published no list at its close, the sold tickets its answer carries, by number, with no label or entrant.
 */
export function listedEntries(proof: Pick<DrawProofResponse, 'entries' | 'tickets'>): { entries: ListedEntry[]; ticketsOnly: boolean } {
  if (proof.entries) return { entries: proof.entries, ticketsOnly: false };
  const tickets = [...proof.tickets].sort((a, b) => a - b);
  return { entries: tickets.map((ticket) => ({ ticket, label: '', entrant: '', postal: false })), ticketsOnly: true };
}

/** The tickets of a first-rule proof as a spreadsheet: its answer names nothing else. */
export function ticketListCsv(entries: readonly ListedEntry[]): string {
  return ['ticket', ...entries.map((entry) => String(entry.ticket))].join('\n') + '\n';
}

/** The entry list as a spreadsheet: one row per ticket, the published label beside the entrant. */
export function entryListCsv(entries: readonly ListedEntry[] | undefined): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = (entries ?? []).map((entry) => [String(entry.ticket), cell(entry.entrant), entry.postal ? 'postal' : 'paid', cell(entry.label)].join(','));
  return ['ticket,entrant,entry,label', ...rows].join('\n') + '\n';
}
