import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath, createApiClient, orderDetailPath, type ShopApi } from '@shop/shared-contracts';
import type { Shop } from '../harness/shop';
import { launchBrowser } from '../harness/browser';
import { api, DEMO_CUSTOMER, pay, PHONE, signedInContext } from '../harness/customer';
import { FAULTS, startShopBehindFaultProxy, WORDPRESS_CRITICAL_ERROR, type Fault, type FaultProxy } from '../harness/faultProxy';
import { recordToasts, toastsSeen, watchProblems, type PageProblems } from '../harness/pageWatch';

/**
 * API faults across the real screens, in Chromium against production builds. Each test switches one fault
 * on in a proxy in front of store-api (the render server's calls and the browser's both go through it)
 * for every call but the sign-in check, opens each screen in a fresh browser, and checks what a customer
 * gets: the shell's header and footer and the screen's own failure state (never a blank page), no
 * uncaught error, nothing in the console but the failures the spec says are only logged, and only the
 * toasts the spec asks for. Then the API comes back and the customer, without reloading, gets the real
 * content the way the screen offers (Try again, or away and back).
 *
 * The storefront keeps the last good answer of each public read and serves it while the API fails
 * (e2e/tests/publicReads.test.ts shows that). Here each fault meets a storefront that has no answer to fall
 * back on: the shop's API host is the proxy under a path of the fault's own (the proxy drops it), so the
 * storefront's cache, keyed by API host, starts empty for each fault.
 *
 * The sign-in check stays up: when it fails the visitor carries on as a guest (only logged) and the
 * account pages send them to sign in, which is another behaviour than the screens' own.
 */
const EVERY_CALL_BUT_THE_SIGN_IN_CHECK = (route: string) => route !== '/api/v1/check-auth';
const CHECKOUT_CALL = (route: string) => route === '/wc/store/v1/checkout';

/** Failures that are only logged, as the apps log them. Any other console error or warning fails the test. */
const LOGGED_FAILURES = [
  /^\[shell\] site data failed to load:/,
  /^\[shell\] purchased competitions failed to load:/,
  /^\[catalog\] .+ could not be loaded:/,
  /^\[basket\] could not load the basket /,
  /^\[basket\] could not load the billing details /,
  /^\[basket\] the ticket numbers of order \d+ could not be loaded:/,
  /^\[basket\] checkout failed /,
  /^\[api\] nonce fetch failed:/,
  /^\[account\] .+ could not be loaded:/,
];

const TOASTS = {
  profileFailed: (fault: Fault) => (fault === 'http-500' ? WORDPRESS_CRITICAL_ERROR : 'An error occurred.'),
  profileSaved: ' Profile updated successfully!',
  orderRecovered: 'Your order went through: the connection dropped before we could confirm it. Nothing more has been charged.',
};
const PLACE_ORDER_FAILED = 'Sorry, your order could not be placed. Nothing has been charged; please try again.';
const ORDER_NOT_PLACED_NOTICE =
  'Your order was not placed: the connection dropped before it reached us. Nothing has been charged and your basket is as it was. Please press Pay to try again.';

/**
 * What a Pay whose checkout call fails leads to. A WordPress error is a definite refusal; its code
 * (`internal_server_error`, WordPress's fatal-error page) is none the Store API answers, so the customer reads
 * the checkout's general message, not WordPress's. Any other failure leaves the outcome unknown, so the checkout looks for the order: the answer cut
 * short (the order was made) goes to the confirmation with a toast; the rest (no order made) keep the
 * basket with a notice on the page.
 */
type PayOutcome = { kind: 'refused'; toast: string } | { kind: 'recovered'; toast: string } | { kind: 'not-placed'; notice: string };
function payOutcome(fault: Fault): PayOutcome {
  if (fault === 'http-500') return { kind: 'refused', toast: PLACE_ORDER_FAILED };
  if (fault === 'malformed-json') return { kind: 'recovered', toast: TOASTS.orderRecovered };
  return { kind: 'not-placed', notice: ORDER_NOT_PLACED_NOTICE };
}

/**
 * How long a screen may take to show its failure state: a hang lasts the client's 15 s per attempt (a query
 * retries). Eight screens open at once on two cores, each retrying its calls: the limit only stops a screen
 * that never shows it, so it is generous (20 s was too close on a quiet 2-core machine).
 */
function failureWithin(fault: Fault): number {
  return fault === 'hang' ? 90_000 : 60_000;
}

/** How many screens open (or recover) at once. */
const SCREENS_AT_ONCE = 5;

/** The shell around the screen: its header (the account entry, as the visitor is) and its footer. */
async function assertShellChrome(page: Page, signedIn: boolean): Promise<void> {
  await page
    .getByRole('link', { name: signedIn ? 'Danny' : 'Sign in', exact: true })
    .and(page.getByTestId('shell-account-link'))
    .waitFor({ state: 'visible' });
  await page.locator('footer').getByText('A free postal entry route is open for every competition.').waitFor({ state: 'visible' });
}

interface ScreenCase {
  name: string;
  signedIn: boolean;
  /** A public page: the render server asks the API for it first. */
  serverRendered: boolean;
  path: () => string;
  /** Waits for what the customer sees while the API fails (and does what they would try there). */
  failing: (page: Page, fault: Fault) => Promise<void>;
  /** What a customer does once the API is back, ending on the screen's real content. */
  recover: (page: Page, fault: Fault) => Promise<void>;
  /** The remote that logs this screen's failure. */
  logs: 'catalog' | 'basket' | 'account';
  /** The toasts the spec asks for on this screen, in order (none anywhere else: the loads are only logged). */
  toasts: (fault: Fault) => string[];
}

/** The visible element with this text (the account lists have a table for desktops and cards for phones). */
const visibleText = (page: Page, text: string | RegExp) => page.getByText(text).locator('visible=true').first();

describe('API faults: every screen keeps its frame, says what failed as the spec says, and recovers without a reload', () => {
  let shop: Shop;
  let proxy: FaultProxy;
  let browser: Browser;
  let customer: ShopApi;
  let customerToken = '';
  const contexts: BrowserContext[] = [];
  const daiwa = { id: 102, title: 'Daiwa Basia 45 QD Reel Trio', productId: 0 };
  let firstDrawingNext = '';
  let firstOfAll = '';
  let placed: { orderId: number; orderNumber: string; json: string; tickets: number };
  const survived: string[] = [];
  /** The API host's path: a fault's own, so the storefront has kept no answer from that host (see above). */
  let apiHostPath = '';

  before(async () => {
    ({ shop, proxy } = await startShopBehindFaultProxy(() => apiHostPath));
    browser = await launchBrowser();

    // Setup talks to store-api itself (shop.config() is the real address), never through the proxy.
    const all = await api<{ data: { id: number; title: string; competition_product_id: number }[] }>(shop, '/api/v1/featured_competition', {
      page: 1,
      limit: 12,
    });
    firstOfAll = all.data[0]!.title;
    daiwa.productId = all.data.find((competition) => competition.id === daiwa.id)!.competition_product_id;
    const drawingNext = await api<{ data: { title: string }[] }>(shop, '/api/v1/drawn_next_competition', { page: 1, limit: 8 });
    firstDrawingNext = drawingNext.data[0]!.title;
    customer = createApiClient({ host: shop.config().apiHost, serviceToken: shop.config().serviceToken, storage: new MemoryStorage() });
    customerToken = (await customer.login(DEMO_CUSTOMER)).token;

    // One order through the shop, as a customer buys: it feeds the confirmation page and the order screens.
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${shop.shellUrl}${competitionDetailsPath({ id: daiwa.id, title: daiwa.title })}`);
    await page.getByTestId('enter-now').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('shell:route-content-ready').length > 0, undefined, { timeout: 20_000 });
    await page.getByTestId('enter-now').first().click();
    await page.getByTestId('basket-modal-line').getByText('1 ticket added').waitFor();
    await page.goto(`${shop.shellUrl}/checkout`);
    await pay(page, /Site credit/);
    await page.waitForURL(/\/confirmation$/);
    await page.getByTestId('ticket-numbers').locator('li').first().waitFor();
    const json = await page.evaluate(() => sessionStorage.getItem('basket_last_order'));
    assert.ok(json, 'the confirmation page kept the order');
    const order = JSON.parse(json) as { orderId: number; orderNumber: string };
    placed = { orderId: order.orderId, orderNumber: order.orderNumber, json, tickets: await page.getByTestId('ticket-numbers').locator('li').count() };
    await context.close();
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
    await proxy?.close();
    console.log(
      `API faults: ${survived.length} of ${FAULTS.length * SCREENS.length} fault × screen cases survived (each checkout case also pays while the checkout call fails)`,
    );
  });

  /** The basket holds one Daiwa ticket for the basket and checkout screens (a fault test may have placed an order). */
  async function basketHoldsATicket(): Promise<void> {
    const cart = await customer.getCart();
    if (cart.items.some((item) => item.competition.id === daiwa.id)) return;
    await customer.getNonce();
    await customer.addItem({ id: daiwa.productId, quantity: 1 });
  }

  async function latestOrderId(): Promise<number> {
    return (await customer.getOrders({ page: 1, limit: 1 })).data[0]!.order_id_;
  }

  const SCREENS: ScreenCase[] = [
    {
      name: 'home',
      signedIn: false,
      serverRendered: true,
      logs: 'catalog',
      path: () => '/',
      // A failed list says so with Try again, never its empty state.
      failing: async (page) => {
        await page.getByTestId('home-drawing-next').getByText('These competitions could not be loaded just now.').waitFor();
        await page.getByTestId('home-how-it-works').getByText('Pick a prize').waitFor();
      },
      recover: async (page) => {
        await page.getByTestId('home-drawing-next').getByRole('button', { name: 'Try again' }).click();
        await page.getByTestId('home-drawing-next').getByText(firstDrawingNext, { exact: true }).waitFor();
      },
      toasts: () => [],
    },
    {
      name: 'competition list',
      signedIn: false,
      serverRendered: true,
      logs: 'catalog',
      path: () => '/competitions/all',
      failing: async (page) => {
        await page.getByRole('heading', { name: 'All competitions' }).waitFor();
        await page.getByText('These competitions could not be loaded just now.').waitFor();
      },
      recover: async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByTestId('competition-list').getByText(firstOfAll, { exact: true }).waitFor();
        await page.getByTestId('competition-count').waitFor();
      },
      toasts: () => [],
    },
    {
      name: 'competition details',
      signedIn: false,
      serverRendered: true,
      logs: 'catalog',
      path: () => competitionDetailsPath({ id: daiwa.id, title: daiwa.title }),
      failing: async (page) => {
        await page.getByText('This competition could not be loaded just now.').waitFor();
      },
      recover: async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('heading', { level: 1, name: daiwa.title }).waitFor();
        await page.getByTestId('enter-now').first().waitFor();
      },
      toasts: () => [],
    },
    {
      name: 'basket',
      signedIn: true,
      serverRendered: false,
      logs: 'basket',
      path: () => '/cart',
      failing: async (page) => {
        await page.getByText('Your basket could not be loaded just now.').waitFor();
        assert.equal(await page.getByText('Your basket is empty').count(), 0, 'a basket that did not load is not called empty');
      },
      recover: async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByTestId('cart-line').filter({ hasText: daiwa.title }).waitFor();
      },
      toasts: () => [],
    },
    {
      name: 'checkout',
      signedIn: true,
      serverRendered: false,
      logs: 'basket',
      path: () => '/checkout',
      failing: async (page) => {
        await page.getByText('Your basket could not be loaded just now.').waitFor();
        assert.equal(await page.getByText('Your basket is empty').count(), 0, 'a basket that did not load is not called empty');
      },
      // Back: the basket and the billing details. Then paying while the checkout call fails says what is known.
      recover: async (page, fault) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await visibleText(page, daiwa.title).waitFor();
        const before = await latestOrderId();
        proxy.inject(fault, CHECKOUT_CALL);
        await pay(page, /Site credit/);
        const outcome = payOutcome(fault);
        if (outcome.kind === 'not-placed') {
          await page.getByText(outcome.notice).waitFor({ timeout: failureWithin(fault) });
        } else {
          await page.locator('.Toastify__toast', { hasText: outcome.toast }).waitFor({ timeout: failureWithin(fault) });
        }
        const after = await latestOrderId();
        if (outcome.kind === 'recovered') {
          // The order went through and only its answer was cut short: the checkout found it, once.
          assert.notEqual(after, before, 'the order was placed');
          await page.waitForURL((url) => url.pathname === '/confirmation');
          await page.getByTestId('order-number').getByText(`#${after}`).waitFor();
        } else {
          assert.equal(after, before, 'no order was placed');
          assert.equal(new URL(page.url()).pathname, '/checkout', 'still at checkout');
          await visibleText(page, daiwa.title).waitFor();
          await page.waitForFunction(() => !(document.querySelector('[data-testid="place-order-bar"]') as HTMLButtonElement | null)?.disabled);
        }
      },
      toasts: (fault) => {
        const outcome = payOutcome(fault);
        return outcome.kind === 'not-placed' ? [] : [outcome.toast];
      },
    },
    {
      name: 'confirmation',
      signedIn: true,
      serverRendered: false,
      logs: 'basket',
      path: () => '/confirmation',
      failing: async (page) => {
        await page.getByTestId('order-number').getByText(`#${placed.orderNumber}`).waitFor();
        await page.getByText('Your ticket numbers are being allocated; you will find them in your orders.').waitFor();
      },
      recover: async (page) => {
        await page.getByRole('link', { name: 'View this order' }).click();
        await page.waitForURL((url) => url.pathname === orderDetailPath(placed.orderId));
        await page.getByTestId('order-status').waitFor();
        await page.goBack();
        await page.getByRole('heading', { name: 'Thank you, your order is confirmed' }).waitFor();
        const tickets = page.getByRole('region', { name: daiwa.title }).getByTestId('ticket-numbers').locator('li');
        await tickets.nth(placed.tickets - 1).waitFor();
        assert.equal(await tickets.count(), placed.tickets);
      },
      toasts: () => [],
    },
    {
      name: 'account overview',
      signedIn: true,
      serverRendered: false,
      logs: 'account',
      path: () => '/account',
      // The loads are only logged; saving the name (a save) toasts the server's text, else 'An error occurred.'.
      failing: async (page, fault) => {
        await page.getByRole('heading', { name: 'Hello, Danny' }).waitFor();
        await page.getByText('Your orders could not be loaded just now.').waitFor();
        assert.equal((await page.getByTestId('overview-points').innerText()).trim(), '–');
        await page.getByRole('button', { name: 'UPDATE' }).click();
        await page.locator('.Toastify__toast', { hasText: TOASTS.profileFailed(fault) }).waitFor({ timeout: failureWithin(fault) });
      },
      recover: async (page) => {
        await page
          .getByRole('link', { name: /^Points/ })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname === '/account/points');
        await page.getByText('Points balance').waitFor();
        await page
          .getByRole('link', { name: /My account$/ })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname === '/account');
        await page.getByRole('link', { name: `Order #${placed.orderId}` }).waitFor();
        // The balance comes by a call of its own: it shows a number once that call is in.
        await page
          .getByTestId('overview-points')
          .filter({ hasText: /^\s*\d[\d,]*\s*$/ })
          .waitFor();
        await page.getByRole('button', { name: 'UPDATE' }).click();
        await page.locator('.Toastify__toast', { hasText: TOASTS.profileSaved }).waitFor();
      },
      toasts: (fault) => [TOASTS.profileFailed(fault), TOASTS.profileSaved],
    },
    {
      name: 'points',
      signedIn: true,
      serverRendered: false,
      logs: 'account',
      path: () => '/account/points',
      failing: async (page) => {
        await page.getByText('Your points could not be loaded just now.').waitFor();
        assert.equal(await page.getByText('YOUR POINTS BALANCE IS 0 UNTIL YOU PLACE AN ORDER').count(), 0, 'a balance that did not load is not called 0');
      },
      recover: async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByText('Points balance').waitFor();
        await page.getByTestId('points-row').first().waitFor();
      },
      toasts: () => [],
    },
    {
      name: 'orders',
      signedIn: true,
      serverRendered: false,
      logs: 'account',
      path: () => '/account/recent/orders',
      failing: async (page) => {
        await page.getByText('Your orders could not be loaded just now.').waitFor();
        assert.equal(await page.getByText('You don’t have any orders at present.').count(), 0, 'orders that did not load are not called none');
      },
      recover: async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await visibleText(page, `Order #${placed.orderId}`).waitFor();
      },
      toasts: () => [],
    },
    {
      name: 'order detail',
      signedIn: true,
      serverRendered: false,
      logs: 'account',
      path: () => orderDetailPath(placed.orderId),
      failing: async (page) => {
        await page.getByText('This order could not be loaded just now.').waitFor();
        assert.equal(await page.getByText('We can’t find that order in your account.').count(), 0, 'an order that did not load is not called missing');
      },
      recover: async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByTestId('order-status').waitFor();
        await page
          .getByRole('list', { name: /Ticket numbers/ })
          .first()
          .waitFor();
      },
      toasts: () => [],
    },
  ];

  interface OpenScreen {
    screen: ScreenCase;
    page: Page;
    problems: PageProblems;
  }

  /**
   * A fresh phone-sized browser with the cookie notice answered; signed in as the demo customer with the one
   * token the setup got (store-api counts parallel sign-ins of one account as attempts and limits them).
   */
  async function freshContext(signedIn: boolean): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: new URL(shop.shellUrl).hostname, path: '/' }]);
    if (signedIn) {
      await context.addInitScript((token) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(token));
      }, customerToken);
    }
    return context;
  }

  /** Opens a screen in a fresh browser while the fault is on, and checks the page the shop answered with. */
  async function openDuringFault(screen: ScreenCase, fault: Fault): Promise<OpenScreen> {
    const context = await freshContext(screen.signedIn);
    await recordToasts(context);
    // The confirmation page reads the order just placed from sessionStorage, as after a reload.
    if (screen.name === 'confirmation') await context.addInitScript((order) => sessionStorage.setItem('basket_last_order', order), placed.json);
    const page = await context.newPage();
    page.setDefaultTimeout(failureWithin(fault));
    const problems = watchProblems(page, LOGGED_FAILURES, [proxy.url, `${shop.shellUrl}/competition/`]);
    // A query string of its own: a public page the render server renders now, not one it kept from before the fault.
    const response = await page.goto(`${shop.shellUrl}${screen.path()}?fault=${fault}`, { waitUntil: 'commit' });
    assert.equal(response?.status(), 200, `${screen.name}: the shop answers the page`);
    // The render server never waits on a failing API: it sends the page for the browser to render, and says so.
    if (screen.serverRendered)
      assert.equal(response?.headers()['x-page-rendered'], 'browser', `${screen.name}: rendered in the browser, as the server could not`);
    return { screen, page, problems };
  }

  /**
   * Runs `step` for every screen, SCREENS_AT_ONCE at a time; fails with every screen's failure, not only the
   * first. Ten pages starting together on two cores made calls the fault leaves alone (the sign-in check, a
   * remote's entry) outlast the apps' own 15 s limits, which is another behaviour than the one under test.
   */
  async function everyScreen<T extends ScreenCase | OpenScreen, R>(when: string, items: T[], step: (item: T) => Promise<R>): Promise<R[]> {
    const outcomes: PromiseSettledResult<R>[] = [];
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < items.length; index = next++) {
        outcomes[index] = await step(items[index]!).then(
          (value): PromiseFulfilledResult<R> => ({ status: 'fulfilled', value }),
          (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason }),
        );
      }
    };
    await Promise.all(Array.from({ length: SCREENS_AT_ONCE }, worker));
    const failures = outcomes.flatMap((outcome, index) => {
      if (outcome.status === 'fulfilled') return [];
      const item = items[index]!;
      const name = 'screen' in item ? item.screen.name : item.name;
      return [`${name} ${when}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`];
    });
    if (failures.length) throw new Error(failures.join('\n\n'));
    return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<R>).value);
  }

  for (const fault of FAULTS) {
    test(`${fault}: every screen keeps the shell and its own failure state, and recovers once the API is back`, async () => {
      await basketHoldsATicket();
      const faultedBefore = proxy.faulted.length;
      apiHostPath = `/${fault}`;
      proxy.inject(fault, EVERY_CALL_BUT_THE_SIGN_IN_CHECK);
      const open = await everyScreen(`while the API fails (${fault})`, SCREENS, async (screen) => {
        const opened = await openDuringFault(screen, fault);
        await screen.failing(opened.page, fault);
        await assertShellChrome(opened.page, screen.signedIn);
        return opened;
      }).catch((error: unknown) => {
        proxy.clear();
        throw error;
      });
      const faultedCalls = proxy.faulted.slice(faultedBefore);
      assert.ok(
        faultedCalls.some((call) => !call.fromBrowser),
        "the render server's calls met the fault too",
      );

      proxy.clear();
      for (const { page } of open) page.setDefaultTimeout(30_000);
      await everyScreen(`once the API is back (${fault})`, open, ({ screen, page }) => screen.recover(page, fault)).finally(() => proxy.clear());

      const wrong: string[] = [];
      for (const { screen, page, problems } of open) {
        const toasts = await toastsSeen(page);
        const expectedToasts = screen.toasts(fault);
        const found = [
          ...problems.uncaught.map((message) => `uncaught error: ${message}`),
          ...problems.unexpected.map((message) => `console ${message}`),
          ...(problems.logged.some((line) => line.startsWith(`[${screen.logs}] `))
            ? []
            : [`not logged by remote-${screen.logs}: ${problems.logged.join(' | ')}`]),
          ...(JSON.stringify(toasts) === JSON.stringify(expectedToasts)
            ? []
            : [`toasts ${JSON.stringify(toasts)}, expected ${JSON.stringify(expectedToasts)}`]),
        ];
        wrong.push(...found.map((problem) => `${screen.name} (${fault}): ${problem}`));
        if (found.length === 0) survived.push(`${fault} × ${screen.name}`);
        await page.context().close();
      }
      assert.deepEqual(wrong, [], "no uncaught error, no console error or warning but the logged failures, each failure logged, and only the spec's toasts");
    });
  }
});
