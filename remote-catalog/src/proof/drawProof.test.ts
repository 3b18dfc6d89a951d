import type { DrawStepResult } from '@shop/shared-contracts';
import { entryListCsv, relayRoundUrl, utcMoment } from './drawProofQuery';
import { drawProofPath } from './drawProofPath';
import { shownSteps } from './VerifyInBrowser';

describe('the draw proof page’s helpers', () => {
  test('moments are written in UTC, the same on the server and in any browser', () => {
    expect(utcMoment(1784792250)).toBe('23 Jul 2026, 07:37:30 UTC');
    expect(utcMoment(0)).toBe('1 Jan 1970, 00:00:00 UTC');
  });

  test('the proof page is named like the details page', () => {
    expect(drawProofPath({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio' })).toBe('/draw/proof/Daiwa-Basia-45-QD-Reel-Trio-102');
  });

  test('a round links to drand’s own relay', () => {
    expect(relayRoundUrl('52db', 30662982)).toBe('https://api.drand.sh/52db/public/30662982');
  });

  test('the CSV has one row per ticket, postal entries marked, and quotes a name that needs it', () => {
    expect(
      entryListCsv([
        { ticket: 3, label: 'order-7', entrant: 'Danny F.', postal: false },
        { ticket: 9, label: 'postal-2', entrant: 'O"Neil, J.', postal: true },
      ]),
    ).toBe('ticket,entrant,entry,label\n3,Danny F.,paid,order-7\n9,"O""Neil, J.",postal,postal-2\n');
    expect(entryListCsv(undefined)).toBe('ticket,entrant,entry,label\n');
  });

  test('the checks stop at the first that failed; waiting ones do not stop them', () => {
    const step = (name: DrawStepResult['step'], passed: boolean, waiting = false): DrawStepResult => ({ step: name, passed, waiting, reason: '' });
    const failing = [step('seed', true), step('beacon', true), step('round', true), step('entries', false), step('winner', false)];
    expect(shownSteps(failing).map((shown) => shown.step)).toEqual(['seed', 'beacon', 'round', 'entries']);
    const waiting = [step('seed', false, true), step('beacon', false, true), step('round', true), step('entries', true), step('winner', false, true)];
    expect(shownSteps(waiting)).toHaveLength(5);
  });
});
