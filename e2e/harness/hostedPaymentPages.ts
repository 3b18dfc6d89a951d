import type { Page } from 'playwright-core';
import { waitForPageReady } from './browser';

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
