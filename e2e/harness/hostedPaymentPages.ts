import type { Page } from 'playwright-core';
import { waitForPageReady } from './browser';
import { pay } from './customer';

/**
 * Reloads the page until it shows `text`. The storefront keeps public answers for a moment (its shared
 * cache: 2 s, and never more than 3 s old), so a change of stock reaches a page within a load or two; the
 * test's own timeout ends a page that never shows it.
 */
export async function reloadUntilShown(page: Page, text: string): Promise<void> {
  for (;;) {
    await waitForPageReady(page);
    if (await page.getByText(text).first().isVisible()) return;
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** The confirmation page of a paid order: its number and its ticket numbers. */
export async function confirmationOf(page: Page, orderId: number): Promise<void> {
  await page.waitForURL(/\/confirmation$/);
  await page.getByTestId('order-number').getByText(`#${orderId}`).waitFor();
  await page.getByTestId('ticket-numbers').first().waitFor();
}

/** The sandbox gateway's choice at checkout. */
const SANDBOX = /sandbox payment page/;

/**
 * From a competition's details page: `quantity` tickets into the basket, then checkout, paying with the
 * sandbox gateway, until the provider's page (`providerPage`, the backend's own URL shape) shows.
 */
export async function payOnProviderPage(page: Page, shellUrl: string, detailsPath: string, quantity: number, providerPage: RegExp): Promise<void> {
  await page.goto(`${shellUrl}${detailsPath}`);
  await waitForPageReady(page);
  await page.getByLabel('How many tickets?').fill(String(quantity));
  await page.getByTestId('enter-now').first().click();
  await page
    .getByTestId('basket-modal-line')
    .getByText(`${quantity} ${quantity === 1 ? 'ticket' : 'tickets'} added`)
    .waitFor();
  await page.goto(`${shellUrl}/checkout`);
  await pay(page, SANDBOX);
  await page.waitForURL(providerPage);
  await page.getByText('TEST MODE: sandbox payment provider').waitFor();
}
