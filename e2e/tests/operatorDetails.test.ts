import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';

/** A page's HTML as a crawler fetches it (no JavaScript), with React's text separators (`<!-- -->`) taken out. */
function fetchHtml(url: string): Promise<{ status: number; rendered: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const header = response.headers['x-page-rendered'];
          resolve({
            status: response.statusCode ?? 0,
            rendered: typeof header === 'string' ? header : undefined,
            html: Buffer.concat(chunks).toString('utf8').replaceAll('<!-- -->', ''),
          });
        });
      })
      .on('error', reject);
  });
}

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

/** The operator's details come from store-api's settings (its seeded demo values), server-rendered and hydrated. */
describe("the operator's details from the settings: contact and free postal route pages", () => {
  let shop: Shop;
  let browser: Browser;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Opens a page in a fresh browser; reports its console errors and warnings and uncaught errors. */
  async function openHydrated(pathname: string) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(shop.shellUrl + pathname);
    await waitForPageReady(page);
    assert.equal(await page.locator('#root[data-server-rendered]').count(), 1, `${pathname} was server-rendered`);
    return { context, page, problems };
  }

  test("the contact page's HTML holds the seeded reply time, email, complaints route and company, and hydrates without a warning", async () => {
    const server = await fetchHtml(shop.shellUrl + '/contact');
    assert.equal(server.status, 200);
    assert.equal(server.rendered, 'server');
    assert.equal(
      metaDescription(server.html),
      'Questions about an entry or a prize? Email help@anglingprizes.co.uk or use our form; we answer within one working day.',
    );
    for (const part of [
      'We answer every message within one working day, Monday to Friday, 9am to 5pm. You can also email <a href="mailto:help@anglingprizes.co.uk">help@anglingprizes.co.uk</a>.',
      'We acknowledge complaints within 2 working days and give a final answer within 8 weeks.',
      '<a href="https://www.citizensadvice.org.uk/consumer/" target="_blank" rel="noreferrer">Citizens Advice consumer service</a>',
      '<address>Angling Prizes Ltd, registered in England and Wales<br/>Registered office: Unit 7, Riverside Trade Park, Carlisle, CA2 7TR</address>',
    ]) {
      assert.ok(server.html.includes(part), `the HTML holds ${part}`);
    }

    const { context, page, problems } = await openHydrated('/contact');
    const details = page.getByTestId('shop-details');
    assert.equal(
      await details.locator('p').first().innerText(),
      'We answer every message within one working day, Monday to Friday, 9am to 5pm. You can also email help@anglingprizes.co.uk.',
    );
    assert.equal(
      await details.locator('address').innerText(),
      'Angling Prizes Ltd, registered in England and Wales\nRegistered office: Unit 7, Riverside Trade Park, Carlisle, CA2 7TR',
    );
    // The footer (the shell's) names the operator's company from the same settings.
    await page.locator('footer').scrollIntoViewIfNeeded();
    assert.match(
      await page.getByTestId('footer-small-print').innerText(),
      /^18\+ only\. UK residents\. Please play responsibly\. © \d{4} Angling Prizes Ltd\.$/,
    );
    await page.waitForTimeout(500);
    assert.deepEqual(problems, [], 'no console error or warning (a hydration mismatch is one)');
    await context.close();
  });

  test("the free postal route page's HTML holds the seeded free-entry address, and hydrates without a warning", async () => {
    const server = await fetchHtml(shop.shellUrl + '/free-postal-route');
    assert.equal(server.status, 200);
    assert.equal(server.rendered, 'server');
    // The tab names the free route as the spec does, as prominently as any paid page.
    assert.match(server.html, /<title>Free postal entry route \| Angling Prizes<\/title>/);
    assert.ok(server.html.includes('<li>Post it, with first or second class postage, to the address below.</li>'), 'the step names the address below');
    assert.ok(
      server.html.includes(
        '<address data-testid="postal-address"><span>Angling Prizes Free Entry<br/></span><span>PO Box 6172<br/></span><span>Carlisle<br/></span><span>CA1 9ZX<br/></span></address>',
      ),
      'the HTML holds the address block',
    );

    const { context, page, problems } = await openHydrated('/free-postal-route');
    // Each line ends in a line break, the last one too.
    assert.equal(await page.getByTestId('postal-address').innerText(), 'Angling Prizes Free Entry\nPO Box 6172\nCarlisle\nCA1 9ZX\n');
    // Hydrated: the copy button works.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'Angling Prizes Free Entry\nPO Box 6172\nCarlisle\nCA1 9ZX');
    await page.waitForTimeout(500);
    assert.deepEqual(problems, [], 'no console error or warning (a hydration mismatch is one)');
    await context.close();
  });
});
