import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { SECOND_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { DEMO_CUSTOMER, pay, signedInContext } from '../harness/customer';
import { confirmationOf, payOnProviderPage, reloadUntilShown } from '../harness/hostedPaymentPages';
import { startWordPressShop, type WordPressShop } from '../harness/wordpressShop';
import { sweepUnpaidOrderAfterHold } from '../../scripts/wordpress/unpaidOrders';

/**
 * Paying on a provider's page (issue #47), in Chromium against a real WordPress + WooCommerce with the
 * companion plugin's sandbox hosted-payment gateway switched on (e2e/tests/hostedPayment.test.ts runs the same
 * journeys against store-api): approve with the receipt in WooCommerce's e-mail, decline, 3-D Secure passed
 * and failed, the notification after the return with a reload and a replay, a wrong key, and the last ticket
 * abandoned on the provider's page, cancelled by WooCommerce's sweep after the hold and bought by another.
 */
const PROVIDER_PAGE = /[?&]wc-api=angling_hosted_sandbox_pay&/;
const FAILED = 'Your payment did not go through, so nothing has been charged. Your basket is as you left it; you can try again.';
const WAIT_MS = 60_000;

describe('paying on the provider’s page (sandbox gateway, WordPress)', () => {
  let shop: WordPressShop;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const debugLog = () => (fs.existsSync(shop.site.debugLogFile) ? fs.readFileSync(shop.site.debugLogFile, 'utf8') : '');
  let debugLogAtStart = '';

  before(async () => {
    shop = await startWordPressShop();
    await shop.site.runPhp("update_option('woocommerce_angling_hosted_sandbox_settings', ['enabled' => 'yes']); echo 'ok';");
    browser = await launchBrowser();
    debugLogAtStart = debugLog();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  const php = async <T>(code: string, args: (string | number)[] = []) => JSON.parse(await shop.site.runPhp(code, args.map(String))) as T;

  let made = 0;
  /** A fresh £1 competition of `tickets` tickets on sale (so no test shares stock with another). */
  const competition = (tickets = 100) =>
    php<{ id: number; title: string }>(
      `use AnglingPrizes\\Competitions\\CompetitionMeta;
$product = new WC_Product_Simple();
$product->set_name($args[0]);
$product->set_status('publish');
$product->set_virtual(true);
$product->set_tax_status('none');
$product->set_regular_price('1.00');
$product->set_manage_stock(true);
$product->set_backorders('no');
$product->update_meta_data(CompetitionMeta::ENABLED, 'yes');
$id = $product->save();
$product->update_meta_data(CompetitionMeta::STATUS, 'open');
$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, (int) $args[1]);
$product->update_meta_data(CompetitionMeta::MAX_PER_USER, min(20, (int) $args[1]));
$product->update_meta_data(CompetitionMeta::DRAW_DATE, '2030-12-24');
$product->update_meta_data(CompetitionMeta::DRAW_TIME, '20:00');
$product->save();
echo wp_json_encode(['id' => $id, 'title' => $args[0]]);`,
      [`Hosted Carp ${process.pid}-${(made += 1)}`, tickets],
    );
  /** Tickets on sale: the total less those sold and those held for orders waiting for their payment. */
  const ticketsLeft = (id: number) =>
    php<number>(
      `$id = (int) $args[0];
$total = \\AnglingPrizes\\Competitions\\ProductReader::read(wc_get_product($id))->total_tickets;
echo $total - (\\AnglingPrizes\\Data\\HeldTickets::taken_counts([$id])[$id] ?? 0);`,
      [id],
    );
  const orderStatus = (id: number) => php<string>('echo wp_json_encode(wc_get_order((int) $args[0])->get_status());', [id]);
  /** WooCommerce's order e-mails wait in its queue: what wp-cron.php runs, run now, until none of the order's is left. */
  const sendQueuedEmails = async (orderId: number) => {
    for (let attempt = 1; ; attempt += 1) {
      await shop.site.runPhp("ActionScheduler_QueueRunner::instance()->run('WP Cron');");
      const waiting = await php<number>(
        `$order_id = (int) $args[0];
$ids = as_get_scheduled_actions(['hook' => 'angling_prizes_send_queued_email', 'status' => [ActionScheduler_Store::STATUS_PENDING, ActionScheduler_Store::STATUS_RUNNING], 'per_page' => -1], 'ids');
echo count(array_filter($ids, static fn ($id) => (int) (ActionScheduler::store()->fetch_action($id)->get_args()[1] ?? 0) === $order_id));`,
        [orderId],
      );
      if (waiting === 0) return;
      if (attempt === 50) throw new Error(`order ${orderId}'s e-mails are still queued`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  /** What the site mailed about an order, each as its recipients and its words (tags out). */
  const mailsAbout = (orderId: number) =>
    (fs.existsSync(shop.site.mailLogFile) ? fs.readFileSync(shop.site.mailLogFile, 'utf8').trim().split('\n').filter(Boolean) : [])
      .map((line) => JSON.parse(line) as { to: string[]; subject: string; message: string })
      .filter((mail) => mail.subject.includes(`#${orderId}`) || mail.message.includes(`#${orderId}`))
      .map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.message
          .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' '),
      }));

  /** A signed-in customer's page with `quantity` tickets in the basket, at checkout, paying with the sandbox gateway: on the provider's page. */
  async function toProviderPage(
    who: { username: string; password: string },
    prize: { id: number; title: string },
    quantity = 2,
  ): Promise<{ page: Page; orderId: number }> {
    const context = await signedInContext(browser, shop, who);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await payOnProviderPage(page, shop.shellUrl, competitionDetailsPath(prize), quantity, PROVIDER_PAGE);
    return { page, orderId: Number(new URL(page.url()).searchParams.get('order')) };
  }

  /** Empties the customer's basket between journeys (a declined payment keeps it). */
  const emptyBasket = async (page: Page) => {
    await page.goto(`${shop.shellUrl}/cart`);
    await waitForPageReady(page);
    const lines = page.getByTestId('cart-line');
    for (let count = await lines.count(); count > 0; count = await lines.count()) {
      await lines
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
      await page.waitForFunction((before) => document.querySelectorAll('[data-testid="cart-line"]').length < before, count);
    }
  };

  test('approve: the confirmation with ticket numbers; the receipt in WooCommerce’s e-mail lists them', async () => {
    const prize = await competition();
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize);
    const errors = trackPageErrors(page);
    assert.equal(await ticketsLeft(prize.id), 98, 'the two tickets are held while the customer pays');
    await page.getByRole('button', { name: 'Approve' }).click();
    await confirmationOf(page, orderId);
    const numbers = (await page.getByTestId('ticket-numbers').first().innerText()).match(/\d+/g)!;
    assert.equal(numbers.length, 2);
    await sendQueuedEmails(orderId);
    const receipt = mailsAbout(orderId).find((mail) => mail.to.includes(DEMO_CUSTOMER.username));
    assert.ok(receipt, 'the customer’s e-mail');
    const sorted = numbers.map(Number).sort((a, b) => a - b);
    assert.ok(
      receipt.text.includes(`Your tickets Competition Ticket numbers Draw ${prize.title} 2 tickets ${sorted.join(', ')} 24 December 2030 at 20:00`),
      receipt.text,
    );
    assert.equal(await page.getByTestId('basket-count').textContent(), '0');
    assert.deepEqual(errors, []);
  });

  test('decline: back to the basket, its items kept, with a plain sentence; no receipt', async () => {
    const prize = await competition();
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize, 3);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText(FAILED).waitFor();
    await page.getByTestId('cart-line').filter({ hasText: prize.title }).waitFor();
    assert.equal(await orderStatus(orderId), 'failed');
    assert.equal(await ticketsLeft(prize.id), 100);
    await sendQueuedEmails(orderId);
    assert.ok(
      mailsAbout(orderId).every((mail) => !mail.text.includes('Ticket numbers')),
      'no receipt',
    );
    await emptyBasket(page);
  });

  test('3-D Secure: the right code pays, a wrong one fails back to the basket', async () => {
    const prize = await competition();
    const passed = await toProviderPage(DEMO_CUSTOMER, prize, 1);
    await passed.page.getByRole('button', { name: '3-D Secure challenge' }).click();
    await passed.page.getByLabel('Code').fill('1234');
    await passed.page.getByRole('button', { name: 'Verify and pay' }).click();
    await confirmationOf(passed.page, passed.orderId);

    const failed = await toProviderPage(DEMO_CUSTOMER, prize, 1);
    await failed.page.getByRole('button', { name: '3-D Secure challenge' }).click();
    await failed.page.getByLabel('Code').fill('0000');
    await failed.page.getByRole('button', { name: 'Verify and pay' }).click();
    await failed.page.waitForURL(/\/cart$/);
    await failed.page.getByText(FAILED).waitFor();
    assert.equal(await orderStatus(failed.orderId), 'failed');
    await emptyBasket(failed.page);
  });

  test('the notification after the return: "Confirming your payment", which survives a reload, until the provider tells the shop; a replay changes nothing', async () => {
    const prize = await competition();
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize);
    await page.getByLabel('The provider tells the shop').selectOption('after');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    await page.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
    assert.equal(await orderStatus(orderId), 'pending');
    const provider = (step: string) => `${shop.site.siteUrl}/?wc-api=angling_hosted_sandbox_pay&order=${orderId}&step=${step}`;
    const sent = await fetch(provider('send-notification'), { method: 'POST' });
    assert.equal(sent.status, 200);
    await confirmationOf(page, orderId);

    const [first] = (await (await fetch(provider('notifications'))).json()) as { body: unknown; signature: string }[];
    const replay = await fetch(`${shop.site.siteUrl}/?wc-api=angling_hosted_sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': first!.signature },
      body: JSON.stringify(first!.body),
    });
    assert.equal(replay.status, 409);
    assert.equal(await orderStatus(orderId), 'processing');
    await sendQueuedEmails(orderId);
    assert.equal(mailsAbout(orderId).filter((mail) => mail.to.includes(DEMO_CUSTOMER.username) && mail.text.includes('Your tickets')).length, 1, 'one receipt');
  });

  test('a wrong key on the return link: the not-found page, nothing of the order', async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${shop.shellUrl}/checkout/order-received/1?key=wc_order_wrong`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: WAIT_MS });
  });

  test('abandon, and the last ticket: WooCommerce cancels the order after the hold and the other customer buys the ticket', async () => {
    const prize = await competition(1);
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize, 1);
    await page.getByRole('button', { name: /Abandon/ }).click();
    await page.waitForURL(/\/cart$/);
    assert.equal(await ticketsLeft(prize.id), 0, 'the abandoned order still holds the last ticket');

    const other = await signedInContext(browser, shop, SECOND_CUSTOMER);
    contexts.push(other);
    const second = await other.newPage();
    second.setDefaultTimeout(WAIT_MS);
    await second.goto(`${shop.shellUrl}${competitionDetailsPath(prize)}`);
    await reloadUntilShown(second, 'Sold out: every ticket has been taken.');

    // The hold passes: WooCommerce's sweep runs as its schedule would, the order last changed 61 minutes ago.
    await sweepUnpaidOrderAfterHold(shop.site, orderId);
    assert.equal(await orderStatus(orderId), 'cancelled');
    assert.equal(await ticketsLeft(prize.id), 1, 'the ticket is on sale again');

    await reloadUntilShown(second, 'How many tickets?');
    await second.getByLabel('How many tickets?').fill('1');
    await second.getByTestId('enter-now').first().click();
    await second.getByTestId('basket-modal-line').getByText('1 ticket added').waitFor();
    await second.goto(`${shop.shellUrl}/checkout`);
    await second.getByLabel('First name').and(second.locator('[value]:not([value=""])')).waitFor();
    for (const [label, value] of [
      ['Phone', '07700900456'],
      ['House name or number', '4'],
      ['Street address', 'Canal Side'],
      ['Postcode', 'LS1 4AP'],
    ] as const) {
      const field = second.getByLabel(label);
      if ((await field.inputValue()) === '') await field.fill(value);
    }
    await pay(second, /^Card payment$/, '4242 4242 4242 4242');
    await second.waitForURL(/\/confirmation$/);
    await second.getByTestId('ticket-numbers').getByText('1').waitFor();
    assert.equal(await ticketsLeft(prize.id), 0);
  });

  test("WordPress's debug log gained no line while these journeys ran", () => {
    assert.equal(debugLog().slice(debugLogAtStart.length).trim(), '');
  });
});
