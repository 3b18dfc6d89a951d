import type { DrawProofResponse, ShopApi } from '@shop/shared-contracts';
import { nullWhenMissing } from '../shared/nullWhenMissing';

/** A competition's draw proof: the screen and the server share the query. Null: no proof exists for it. */
export function drawProofQuery(api: ShopApi, competitionId: number) {
  return {
    queryKey: ['catalog', 'draw-proof', competitionId] as const,
    queryFn: (): Promise<DrawProofResponse | null> => nullWhenMissing(() => api.getDrawProof(competitionId)),
    retry: false,
  };
}

/** A moment of the draw (Unix seconds) as the beacon and relays state it, in UTC: the same on the server and in every browser. */
export function utcMoment(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC`;
}

/** Where anyone can fetch a quicknet round themselves (drand's own relay). */
export function relayRoundUrl(chainHash: string, round: number): string {
  return `https://api.drand.sh/${chainHash}/public/${round}`;
}

/** The entry list as a spreadsheet: one row per ticket, the published label beside the entrant. */
export function entryListCsv(entries: DrawProofResponse['entries']): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = (entries ?? []).map((entry) => [String(entry.ticket), cell(entry.entrant), entry.postal ? 'postal' : 'paid', cell(entry.label)].join(','));
  return ['ticket,entrant,entry,label', ...rows].join('\n') + '\n';
}
