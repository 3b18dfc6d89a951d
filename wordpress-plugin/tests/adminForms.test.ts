/**
 * Post, redirect, get on the plugin's admin forms, over HTTP on a real WordPress as an administrator's browser
 * sends them: WooCommerce → Postal entries posts each form to admin-post.php, whose handler records the card
 * (or makes the operator token) once and redirects to the page, which shows the outcome once. Reloading the
 * page records no second card, makes no second token and shows neither again.
 *
 *   node --import tsx --test wordpress-plugin/tests/adminForms.test.ts
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { formFields, NEW_COMPETITION_PHP, phpJson, signInAsAdmin, startTestSite, type AdminSession, type TestSite } from './testSite';

const PAGE = 'admin.php?page=angling-prizes-postal';
let shop: TestSite;
let admin: AdminSession;
let competition = 0;

before(async () => {
  shop = await startTestSite('admin-forms', { phpNodes: 1 });
  admin = await signInAsAdmin(shop);
  competition = await phpJson<number>(
    shop,
    `$title = 'Refresh Test Carp';
${NEW_COMPETITION_PHP}
$product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::TOTAL_TICKETS, 50);
$product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::MAX_PER_USER, 5);
$product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::DRAW_DATE, gmdate('Y-m-d', time() + 10 * DAY_IN_SECONDS));
$product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::DRAW_TIME, '20:00');
$product->save();
echo json_encode($id);`,
  );
});

after(async () => {
  await shop?.stop();
});

/** The cards kept for the competition and the orders made for them. */
const counts = () =>
  phpJson<{ cards: number; orders: number }>(
    shop,
    `$cards = \\AnglingPrizes\\Data\\PostalEntries::latest(1000, (int) $args[0]);
echo wp_json_encode(['cards' => count($cards), 'orders' => count(array_filter(array_column($cards, 'order_id')))]);`,
    [competition],
  );

const notices = (html: string) => [...html.matchAll(/<div class="notice notice-(\w+)"><p>(.*?)<\/p><\/div>/g)].map(([, kind, text]) => `${kind}: ${text}`);

const card = {
  first_name: 'Ray',
  last_name: 'Perch',
  address_1: '9 Lock Street',
  address_2: '',
  city: 'Hull',
  postcode: 'HU1 1AA',
  email: 'ray.perch@example.com',
  answer: '',
  received: new Date().toISOString().slice(0, 10),
};

test('a recorded postal entry: the form posts once, the page shows its ticket once, and reloading records nothing', async () => {
  const page = await admin.get(PAGE);
  assert.equal(page.status, 200);
  const posted = await admin.post('admin-post.php', {
    ...formFields(page.html, 'angling_prizes_record_postal_entry'),
    competition_id: String(competition),
    ...card,
  });
  assert.deepEqual([posted.status, posted.location], [302, `${shop.site.siteUrl}/wp-admin/${PAGE}`]);
  assert.deepEqual(await counts(), { cards: 1, orders: 1 });

  const shown = await admin.get(PAGE);
  const order = await phpJson<number>(shop, 'echo json_encode((int) \\AnglingPrizes\\Data\\PostalEntries::latest(1, (int) $args[0])[0]["order_id"]);', [
    competition,
  ]);
  const ticket = await phpJson<Record<string, number[]>>(shop, 'echo wp_json_encode(\\AnglingPrizes\\Data\\Tickets::numbers_of_order((int) $args[0]));', [
    order,
  ]);
  assert.deepEqual(notices(shown.html), [
    `success: Accepted: ticket ${ticket[competition]![0]} (order #${order}, £0.00, Free postal entry). No account has the email ray.perch@example.com: the receipt was mailed to it.`,
  ]);

  const reloaded = await admin.get(PAGE);
  assert.equal(reloaded.status, 200);
  assert.deepEqual(notices(reloaded.html), []);
  assert.deepEqual(await counts(), { cards: 1, orders: 1 });
});

test('a refused card: the page says why once and keeps what was typed; reloading records nothing', async () => {
  const page = await admin.get(PAGE);
  const typed = { ...card, first_name: 'Dee', email: 'not-an-email' };
  const posted = await admin.post('admin-post.php', {
    ...formFields(page.html, 'angling_prizes_record_postal_entry'),
    competition_id: String(competition),
    ...typed,
  });
  assert.equal(posted.status, 302);
  assert.deepEqual(await counts(), { cards: 2, orders: 1 });
  const shown = await admin.get(PAGE);
  const [notice] = notices(shown.html);
  assert.match(notice ?? '', /^error: Refused \(malformed\), and recorded as refused: /);
  assert.ok(shown.html.includes('name="email" value="not-an-email"'), 'the email as typed');
  assert.ok(shown.html.includes('name="first_name" value="Dee"'), 'the first name as typed');
  assert.ok(shown.html.includes(`<option value="${competition}" selected='selected'>`), 'the competition chosen');
  const reloaded = await admin.get(PAGE);
  assert.deepEqual(notices(reloaded.html), []);
  assert.equal(reloaded.html.includes('value="not-an-email"'), false, 'a fresh form once the outcome was shown');
  assert.deepEqual(await counts(), { cards: 2, orders: 1 });
});

test('a new operator token is made once and shown once: reloading makes no second one', async () => {
  const page = await admin.get(PAGE);
  const posted = await admin.post('admin-post.php', { ...formFields(page.html, 'angling_prizes_operator_token'), make: 'Make a new operator token' });
  assert.deepEqual([posted.status, posted.location], [302, `${shop.site.siteUrl}/wp-admin/${PAGE}`]);
  const hash = () => phpJson<string>(shop, "echo json_encode(get_option('angling_prizes_operator_token_hash'));");
  const made = await hash();

  const shown = await admin.get(PAGE);
  const token = /The new operator token \(shown once; the old one no longer works\): <code>(\w{48})<\/code>/.exec(shown.html)?.[1];
  assert.ok(token, notices(shown.html).join('\n'));
  assert.equal(createHash('sha256').update(token).digest('hex'), made);

  const reloaded = await admin.get(PAGE);
  assert.equal(reloaded.html.includes(token), false, 'the token is shown once');
  assert.equal(await hash(), made, 'no second token');
});

test('a form posted without its nonce changes nothing', async () => {
  const forged = await admin.post('admin-post.php', {
    action: 'angling_prizes_record_postal_entry',
    _wpnonce: 'forged',
    competition_id: String(competition),
    ...card,
  });
  assert.equal(forged.status, 403);
  assert.match(forged.html, /The link you followed has expired/);
  assert.deepEqual(await counts(), { cards: 2, orders: 1 });
  assert.equal(shop.debugLogGrowth(), '');
});
