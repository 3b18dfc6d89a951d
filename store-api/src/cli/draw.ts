/**
 * `pnpm --filter @shop/store-api draw [competitionId]`: where each main draw stands (waiting for beacon round
 * R at time T, drawn with ticket N, ...). With an id, that competition only; its close is published if it
 * has stopped selling, and if its round R is due it is drawn now from the drand relays (`DRAND_RELAYS`),
 * by draw rule v2 (shared-contracts rules/beaconDraw.ts), never from randomness of the shop's own.
 */
import { drawStatuses } from '../domain/beaconDraws';
import { describeDraw, drawNow } from '../drand/drawJob';
import { relaysFromEnv } from '../drand/relays';
import { openStore, runCommand } from './common';

runCommand(async () => {
  const given = process.argv[2];
  const id = given === undefined ? null : Number(given);
  if (id !== null && !Number.isInteger(id)) throw new Error('usage: pnpm --filter @shop/store-api draw [competitionId]');
  const db = openStore();
  try {
    const now = Date.now;
    if (id !== null) await drawNow({ db, now, relays: relaysFromEnv(process.env.DRAND_RELAYS) }, id);
    const statuses = drawStatuses(db, now()).filter((status) => id === null || status.competitionId === id);
    if (id !== null && statuses.length === 0) throw new Error(`no competition ${id} with a verifiable draw`);
    for (const status of statuses) console.log(describeDraw(status));
  } finally {
    db.close();
  }
});
