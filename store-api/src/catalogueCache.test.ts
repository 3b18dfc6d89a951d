import { openDatabase } from './db/openDatabase';
import { allCompetitions } from './domain/competitions';
import type { RunningStoreApi } from './server';
import { clientFor, startTestApi } from './testing/testApi';

/** The catalogue is cached in memory for speed; it must never serve a sold count or status that is out of date. */
describe('catalogue cache', () => {
  let api: RunningStoreApi & { dataDir: string };
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const soldOf = async (id: number) =>
    (await clientFor(api).listCompetitions({ category: 'all', page: 1, limit: 50 })).data.find((c) => c.id === id)!.total_ticket_sold;

  it('sees a sale written by another process (the CLI) at once, and keeps every sold count equal to the tickets sold', async () => {
    const competition = (await clientFor(api).listCompetitions({ category: 'all', page: 1, limit: 50 })).data.find(
      (c) => c.total_ticket_sold < c.total_sell_tickets - 1,
    )!;
    const before = await soldOf(competition.id);
    const other = openDatabase(api.dataDir);
    const order = other.prepare('SELECT id, user_id FROM orders LIMIT 1').get() as { id: number; user_id: number };
    const taken = new Set(
      (other.prepare('SELECT ticket_number FROM tickets WHERE competition_id = ?').all(competition.id) as { ticket_number: number }[]).map(
        (row) => row.ticket_number,
      ),
    );
    const free = Array.from({ length: competition.total_sell_tickets }, (_, index) => index + 1).find((number) => !taken.has(number))!;
    other
      .prepare('INSERT INTO tickets (competition_id, ticket_number, order_id, user_id) VALUES (?, ?, ?, ?)')
      .run(competition.id, free, order.id, order.user_id);
    expect(await soldOf(competition.id)).toBe(before + 1);
    other.prepare('DELETE FROM tickets WHERE competition_id = ? AND ticket_number = ?').run(competition.id, free);
    other.close();
    expect(await soldOf(competition.id)).toBe(before);
    const drift = api.db
      .prepare('SELECT COUNT(*) AS n FROM competitions c WHERE c.sold != (SELECT COUNT(*) FROM tickets t WHERE t.competition_id = c.id)')
      .get() as { n: number };
    expect(drift.n).toBe(0);
  });

  it('closes an open competition once its draw moment passes, although the list is cached', () => {
    const now = Date.now();
    const openNow = allCompetitions(api.db, now).filter((c) => c.status === 'open');
    expect(openNow.length).toBeGreaterThan(0);
    const later = allCompetitions(api.db, now + 400 * 86_400_000);
    expect(later.filter((c) => openNow.some((open) => open.id === c.id)).map((c) => c.status)).toEqual(
      openNow.map((c) => (c.total_ticket_sold >= c.total_sell_tickets ? 'sold_out' : 'closed')),
    );
  });

  it('closes at the draw moment in UK time, as the storefront counts down to it (in British Summer Time an hour before the same clock time in UTC)', () => {
    const open = allCompetitions(api.db, Date.now()).find((c) => c.status === 'open' && c.total_ticket_sold < c.total_sell_tickets)!;
    api.db.prepare("UPDATE competitions SET data = json_set(data, '$.draw_date', '2099-07-01', '$.draw_time', '20:00') WHERE id = ?").run(open.id);
    const statusAt = (utc: number) => allCompetitions(api.db, utc).find((c) => c.id === open.id)!.status;
    expect(statusAt(Date.UTC(2099, 6, 1, 18, 59))).toBe('open');
    expect(statusAt(Date.UTC(2099, 6, 1, 19, 0))).toBe('closed');
  });
});
