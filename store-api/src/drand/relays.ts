import * as v from 'valibot';
import { QUICKNET, verifyBeacon } from '@shop/shared-contracts';

/**
 * drand HTTP relays, asked for one quicknet round (draw rule v2, shared-contracts rules/beaconDraw.ts,
 * step 3). Several are asked at once and every answer is checked at the boundary (valibot) and then
 * verified against the pinned quicknet key: a relay is trusted for nothing, as drand advises. An answer
 * that is malformed, for another round or forged is set aside with what was wrong with it.
 */

/** The public quicknet relays (`DRAND_RELAYS` replaces them). */
export const DEFAULT_DRAND_RELAYS: readonly string[] = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://api3.drand.sh',
  'https://drand.cloudflare.com',
];

/**
 * `DRAND_RELAYS`: relay base URLs separated by commas or spaces; unset or empty: the public relays; `none`:
 * no relay (draws wait for their beacon until one is configured). Anything that is not an http(s) URL stops
 * the start with the value named.
 */
export function relaysFromEnv(value: string | undefined): string[] {
  const listed = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (listed.length === 0) return [...DEFAULT_DRAND_RELAYS];
  if (listed.length === 1 && listed[0] === 'none') return [];
  return listed.map((relay) => {
    let url: URL;
    try {
      url = new URL(relay);
    } catch {
      throw new Error(`DRAND_RELAYS: "${relay}" is not a URL (give relay base URLs such as https://api.drand.sh, or none).`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`DRAND_RELAYS: "${relay}" is not an http(s) URL.`);
    return relay.replace(/\/+$/, '');
  });
}

/** What a relay answers for `GET /{chain hash}/public/{round}` (other keys are dropped). */
const RelayBeaconSchema = v.object({
  round: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{96}$/, 'a signature is 48 bytes of hex')),
  randomness: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'a randomness is 32 bytes of hex')),
});

/** A relay answer larger than this is no beacon. */
const MAX_ANSWER_BYTES = 16 * 1024;

export type RelayAnswer =
  | { relay: string; beacon: { round: number; signature: string; randomness: string } }
  | { relay: string; problem: string; kind: 'unavailable' | 'malformed' | 'other-round' | 'forged' };

export interface RelayOptions {
  fetch?: typeof fetch;
  /** Per relay, in milliseconds (default 10 s). */
  timeoutMs?: number;
}

async function askRelay(relay: string, round: number, options: RelayOptions): Promise<RelayAnswer> {
  const url = `${relay}/${QUICKNET.chainHash}/public/${round}`;
  let status: number;
  let body: string;
  try {
    const response = await (options.fetch ?? fetch)(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    status = response.status;
    body = await response.text();
  } catch (error) {
    return { relay, kind: 'unavailable', problem: `could not be reached (${error instanceof Error ? error.message : String(error)})` };
  }
  // A round that is not due yet is a 404 until it is.
  if (status === 404) return { relay, kind: 'unavailable', problem: `has no round ${round} yet (404)` };
  if (status !== 200) return { relay, kind: 'unavailable', problem: `answered HTTP ${status}` };
  if (body.length > MAX_ANSWER_BYTES) return { relay, kind: 'malformed', problem: `answered ${body.length} bytes, too many for a beacon` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { relay, kind: 'malformed', problem: 'answered something that is not JSON' };
  }
  const parsed = v.safeParse(RelayBeaconSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { relay, kind: 'malformed', problem: `answered a malformed beacon (${v.getDotPath(issue) ?? 'body'}: ${issue.message})` };
  }
  if (parsed.output.round !== round) return { relay, kind: 'other-round', problem: `answered round ${parsed.output.round} when asked for round ${round}` };
  const check = await verifyBeacon(parsed.output);
  if (!check.valid) return { relay, kind: 'forged', problem: `answered a forged beacon: ${check.reason}` };
  return { relay, beacon: { round: check.round, signature: check.signature, randomness: check.randomness } };
}

/** Asks every relay for the round at once; each answer comes back verified or with its problem, in relay order. */
export function fetchBeaconRound(round: number, relays: readonly string[], options: RelayOptions = {}): Promise<RelayAnswer[]> {
  return Promise.all(relays.map((relay) => askRelay(relay, round, options)));
}
