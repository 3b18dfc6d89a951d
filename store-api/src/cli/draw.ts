/** `pnpm --filter @shop/store-api draw <competitionId>`: the main draw of a closed competition, by the published rule. */
import { drawMainWinner } from '../domain/draws';
import { openStore, runCommand } from './common';

runCommand(async () => {
  const id = Number(process.argv[2]);
  if (!Number.isInteger(id)) throw new Error('usage: pnpm --filter @shop/store-api draw <competitionId>');
  const db = openStore();
  try {
    const draw = await drawMainWinner(db, id);
    console.log(`${draw.title}: ticket ${draw.ticketNumber} wins (${draw.winner}), drawn from ${draw.ticketCount} sold tickets; the seed is now published.`);
  } finally {
    db.close();
  }
});
