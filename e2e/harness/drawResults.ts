import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { waitForPageReady } from './browser';

/** One main draw on Draw results after its Verify was pressed: each check as `step: state`, and what the panel said. */
export interface VerifiedDraw {
  title: string;
  steps: string[];
  outcome: string;
}

/**
 * Opens Draw results and presses Verify on every main draw listed there, one after another, waiting for each
 * panel's own answer (the checks run in the browser, the beacon's BLS check among them).
 */
export async function verifyEveryDraw(page: Page, shellUrl: string): Promise<VerifiedDraw[]> {
  await page.goto(`${shellUrl}/draw/results`);
  await waitForPageReady(page);
  const items = page.getByTestId('draw-results').locator('> li');
  await items.first().waitFor();
  const verified: VerifiedDraw[] = [];
  for (let index = 0; index < (await items.count()); index += 1) {
    const item = items.nth(index);
    const panel = item.getByTestId('draw-proof');
    if ((await panel.count()) === 0) continue;
    await panel.getByRole('button', { name: /^Verify the draw of / }).click();
    const outcome = panel.getByTestId('draw-proof-outcome');
    await outcome.waitFor();
    verified.push({
      title: await item.locator('h2').innerText(),
      steps: await panel
        .locator('[data-step]')
        .evaluateAll((steps) => steps.map((step) => `${step.getAttribute('data-step')}: ${step.getAttribute('data-state')}`)),
      outcome: await outcome.innerText(),
    });
  }
  return verified;
}

/** Every check of a rule v2 draw, passed. */
export const ALL_STEPS_PASSED = ['seed: passed', 'beacon: passed', 'round: passed', 'entries: passed', 'winner: passed'];

/** Each verified draw passed every check, and its panel says so, the beacon's signature and the winner named. */
export function assertEveryCheckPassed(verified: readonly VerifiedDraw[]): void {
  for (const draw of verified) {
    assert.deepEqual(draw.steps, ALL_STEPS_PASSED, draw.title);
    assert.match(
      draw.outcome,
      /^✓ Verified in your browser: all 5 checks passed, drand's signature on the beacon round among them; ticket #\d+ is the winner/,
      draw.title,
    );
  }
}
