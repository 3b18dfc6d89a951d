/** `pnpm --filter @shop/store-api draw <competitionId>`: draw the main winner, uniformly among sold tickets. */
import { getCompetition, saveCompetition } from '../domain/competitions';
import { toMinor } from '../domain/money';
import { displayName } from '../domain/prizes';
import { randomIndex } from '../domain/secrets';
import { storedProfile } from '../domain/users';
import { openStore, runCommand } from './common';

runCommand(() => {
  const id = Number(process.argv[2]);
  if (!Number.isInteger(id)) throw new Error('usage: pnpm --filter @shop/store-api draw <competitionId>');
  const db = openStore();
  db.transaction(() => {
    const competition = getCompetition(db, id);
    if (!competition) throw new Error(`no competition ${id}`);
    if (db.prepare("SELECT 1 FROM winners WHERE competition_id = ? AND prize_type = 'main'").get(id)) throw new Error(`competition ${id} has already been drawn`);
    const sold = db.prepare('SELECT ticket_number, user_id FROM tickets WHERE competition_id = ? ORDER BY ticket_number').all(id) as { ticket_number: number; user_id: number }[];
    if (sold.length === 0) throw new Error(`competition ${id} has no sold tickets to draw from`);
    const winner = sold[randomIndex(sold.length)]!;
    db.prepare('INSERT INTO winners (competition_id, ticket_number, user_id, name, location, prize, prize_value_minor, prize_type, won_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(id, winner.ticket_number, winner.user_id, displayName(db, winner.user_id), storedProfile(db, winner.user_id).billing_city, competition.title, toMinor(competition.price_per_ticket * competition.total_sell_tickets * 0.6), 'main', Date.now());
    const featured = (db.prepare('SELECT featured FROM competitions WHERE id = ?').get(id) as { featured: number }).featured === 1;
    saveCompetition(db, { ...competition, status: 'drawn' }, featured);
    console.log(`${competition.title}: ticket ${winner.ticket_number} wins (${displayName(db, winner.user_id)}), drawn from ${sold.length} sold tickets.`);
  })();
  db.close();
});
