import { beaconRoundTime } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { closeDraw, closeEndedDraws, dueBeaconDraws, recordFailedAttempt, type DrawStatus } from '../domain/beaconDraws';
import { drawRecordOf } from '../domain/drawCommitments';
import { DrawRefused, drawWithBeacon, type MainDraw } from '../domain/draws';
import { fetchBeaconRound, type RelayOptions } from './relays';

/**
 * The main-draw job of draw rule v2 (shared-contracts rules/beaconDraw.ts): it publishes the close of every
 * competition that stopped selling (step 2) and, once a competition's round R is due, fetches R from the
 * relays, verifies every answer, keeps the first genuine one and draws with it (steps 3 and 4). An answer
 * that is forged, malformed or for another round is logged and ignored. Without a genuine beacon the draw
 * stays "waiting for the beacon round" and is tried again with backoff (domain/beaconDraws.ts): the shop
 * never draws with randomness of its own, and never with another round.
 */
export interface DrawJobOptions extends RelayOptions {
  db: Db;
  /** The shop's clock (epoch ms). */
  now: () => number;
  /** drand relay base URLs (`DRAND_RELAYS`). */
  relays: readonly string[];
  /**
   * Where the job reports (default: console.log for its progress, console.warn, i.e. stderr, for an answer
   * that is forged, malformed or for another round: a relay misbehaving, not the network being away).
   */
  log?: DrawLog;
  /** How often it looks for closes and due draws, in ms (default 2 s); null: only when `tick()` is called. */
  everyMs?: number | null;
}

/** What one attempt at a due draw came to. */
export type DrawAttemptOutcome =
  | { competitionId: number; drawn: MainDraw }
  | { competitionId: number; waiting: { round: number; attempts: number; nextAttemptAt: number; problems: string[] } };

export interface DrawTick {
  /** Competitions whose close was published by this tick. */
  closed: number[];
  attempts: DrawAttemptOutcome[];
}

export interface DrawJob {
  /** Publishes due closes and attempts every due draw once (never two ticks at a time). */
  tick(): Promise<DrawTick>;
  stop(): Promise<void>;
}

export type DrawLog = (message: string, level: 'info' | 'warn') => void;

const consoleLog: DrawLog = (message, level) => (level === 'warn' ? console.warn(message) : console.log(message));

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** One attempt at one due draw: fetch round R, verify, draw; or note the failure for a retry. */
export async function attemptBeaconDraw(options: Omit<DrawJobOptions, 'everyMs'>, competitionId: number, round: number): Promise<DrawAttemptOutcome> {
  const { db, now, relays } = options;
  const log = options.log ?? consoleLog;
  const answers = relays.length === 0 ? [] : await fetchBeaconRound(round, relays, options);
  const problems = answers.flatMap((answer) => ('problem' in answer ? [`${answer.relay} ${answer.problem}`] : []));
  for (const answer of answers) {
    if ('problem' in answer) {
      log(
        `[store-api] draw of competition ${competitionId}: ignored relay ${answer.relay}: it ${answer.problem}`,
        answer.kind === 'unavailable' ? 'info' : 'warn',
      );
    }
  }
  const genuine = answers.find((answer) => 'beacon' in answer);
  if (genuine && 'beacon' in genuine) {
    try {
      const drawn = await drawWithBeacon(db, competitionId, { ...genuine.beacon, relay: genuine.relay }, now());
      log(
        `[store-api] draw of competition ${competitionId}: drawn with quicknet round ${round} from ${genuine.relay}: ticket ${drawn.ticketNumber} wins.`,
        'info',
      );
      return { competitionId, drawn };
    } catch (error) {
      if (!(error instanceof DrawRefused)) throw error;
      problems.push(error.message);
      log(`[store-api] draw of competition ${competitionId}: refused: ${error.message}`, 'warn');
    }
  }
  if (relays.length === 0) problems.push('no drand relay is configured (DRAND_RELAYS)');
  const attempts = recordFailedAttempt(db, competitionId, now(), problems.join('; ') || 'no relay answered');
  log(
    `[store-api] draw of competition ${competitionId}: waiting for the beacon round ${round} (due ${iso(beaconRoundTime(round) * 1000)}); ` +
      `attempt ${attempts.attempts} found no genuine beacon, next at ${iso(attempts.nextAttemptAt)}.`,
    'info',
  );
  return { competitionId, waiting: { round, attempts: attempts.attempts, nextAttemptAt: attempts.nextAttemptAt, problems } };
}

export function startDrawJob(options: DrawJobOptions): DrawJob {
  const log = options.log ?? consoleLog;
  let running: Promise<DrawTick> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function runTick(): Promise<DrawTick> {
    const closed = closeEndedDraws(options.db, options.now()).map(({ competitionId, close }) => {
      log(
        `[store-api] draw of competition ${competitionId}: entries closed with ${close.entryCount} (list SHA-256 ${close.entryListHash}); ` +
          `drawn by quicknet round ${close.beaconRound} at ${iso(beaconRoundTime(close.beaconRound) * 1000)}.`,
        'info',
      );
      return competitionId;
    });
    const attempts: DrawAttemptOutcome[] = [];
    for (const due of dueBeaconDraws(options.db, options.now())) {
      attempts.push(await attemptBeaconDraw({ ...options, log }, due.competitionId, due.beaconRound));
    }
    return { closed, attempts };
  }

  const tick = (): Promise<DrawTick> => {
    // A tick asked for while one runs waits for it, then runs its own (it may find more due).
    const next: Promise<DrawTick> = (running ?? Promise.resolve()).catch(() => undefined).then(runTick);
    running = next;
    const done = () => {
      if (running === next) running = null;
    };
    next.then(done, done);
    return next;
  };

  const schedule = () => {
    if (stopped || options.everyMs === null) return;
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => console.error('[store-api] the draw job failed; it tries again:', error))
        .finally(schedule);
    }, options.everyMs ?? 2_000);
    timer.unref();
  };
  schedule();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The operator's `draw <id>`: publishes the competition's close if it has stopped selling, and if its round
 * R is due and it is not drawn yet, attempts the draw at once (whatever the job's backoff says). Answers the
 * attempt, or null when there was nothing to attempt.
 */
export async function drawNow(options: Omit<DrawJobOptions, 'everyMs'>, competitionId: number): Promise<DrawAttemptOutcome | null> {
  const close = closeDraw(options.db, competitionId, options.now());
  const record = drawRecordOf(options.db, competitionId);
  if (!close || !record || record.drawn || close.entryCount === 0 || beaconRoundTime(close.beaconRound) * 1000 > options.now()) return null;
  return attemptBeaconDraw(options, competitionId, close.beaconRound);
}

/** One line per competition for the operator: where its main draw stands. */
export function describeDraw(status: DrawStatus): string {
  const name = `#${status.competitionId} ${status.title}`;
  const { close, attempts } = status;
  const listed = close ? `entries closed at ${iso(close.closedAt * 1000)} with ${close.entryCount} (list SHA-256 ${close.entryListHash})` : '';
  switch (status.state) {
    case 'open':
      return `${name}: entries open (rule ${status.rule}).`;
    case 'closed':
      return `${name}: entries closed; ${status.rule === 'seed-hmac-v1' ? 'not drawn yet (first rule).' : "its entry list is published at the draw job's next look."}`;
    case 'no_entries':
      return `${name}: ${listed}: nothing to draw.`;
    case 'waiting_for_beacon': {
      const round = close!.beaconRound;
      const retry = attempts ? ` ${attempts.attempts} attempt(s) found no genuine beacon; next at ${iso(attempts.nextAttemptAt)} (${attempts.lastError}).` : '';
      return `${name}: waiting for quicknet round ${round} at ${iso(beaconRoundTime(round) * 1000)}; ${listed}.${retry}`;
    }
    case 'drawn':
      return `${name}: drawn with ticket ${status.winningTicket ?? '?'} (${close ? `quicknet round ${close.beaconRound}, ${listed}` : `rule ${status.rule}`}).`;
  }
}
