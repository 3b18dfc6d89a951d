import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import type { Shop } from './shop';
import { buildApiUrl } from '@shop/shared-contracts';

export { DEMO_CUSTOMER };
export const PHONE = { width: 390, height: 844 };

/** A store-api call as the endpoint table makes it: a POST with the service bearer, or the given one. */
export async function api<T>(shop: Shop, route: string, body: unknown, bearer?: string): Promise<T> {
  const config = shop.config();
  const response = await fetch(buildApiUrl(config.apiHost, route), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer ?? config.serviceToken}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * A phone-sized context signed in through the login call, the token kept as shared-contracts' authToken.ts
 * keeps it (base64 under `token`), with the cookie notice already accepted.
 */
export async function signedInContext(browser: Browser, shop: Shop, who: { username: string; password: string }): Promise<BrowserContext> {
  const login = await api<{ data: { token: string } }>(shop, '/api/v1/login', who);
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: new URL(shop.shellUrl).hostname, path: '/' }]);
  await context.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(token));
  }, login.data.token);
  return context;
}

/** On /checkout (phone layout): waits for the billing details, ticks the two boxes and pays with the given method on the sticky pay bar. */
export async function pay(page: Page, method: RegExp, cardNumber?: string): Promise<void> {
  await page.getByLabel('First name').and(page.locator('[value]:not([value=""])')).waitFor();
  await page.getByLabel('I am 18 or over').check();
  await page.getByLabel('I accept the terms and competition rules').check();
  await page.getByLabel(method).check();
  if (cardNumber) await page.getByLabel('Card number').fill(cardNumber);
  await page.getByTestId('place-order-bar').click();
}

export interface DemoCompetition {
  id: number;
  title: string;
}

/** The seeded competitions with these titles, in order; throws naming any that is missing. */
export async function demoCompetitions<const T extends readonly string[]>(shop: Shop, ...titles: T): Promise<{ [K in keyof T]: DemoCompetition }> {
  const list = await api<{ data: DemoCompetition[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
  const found = titles.map((title) => {
    const competition = list.data.find((candidate) => candidate.title === title);
    if (!competition) throw new Error(`the demo competition "${title}" is not seeded`);
    return competition;
  });
  return found as { [K in keyof T]: DemoCompetition };
}
