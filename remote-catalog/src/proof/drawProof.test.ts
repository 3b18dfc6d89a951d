import type { DrawStepResult } from '@shop/shared-contracts';
import { entryListCsv, listedEntries, proofMoment, proofMomentOf, relayRoundUrl, ticketListCsv } from './drawProofQuery';
import { drawProofPath } from './drawProofPath';
import { shownSteps } from './VerifyInBrowser';

describe('the draw proof page’s helpers', () => {
  test('every moment is in the shop’s date format, UK time with its zone and the seconds, the same on the server and in any browser', () => {
    expect(proofMoment(1784792250)).toBe('July 23, 2026, 8:37:30 AM BST'); // 07:37:30Z in summer time
    expect(proofMoment(1798070400)).toBe('December 24, 2026, 12:00:00 AM GMT');
    expect(proofMoment(1798113600)).toBe('December 24, 2026, 12:00:00 PM GMT');
    // The clocks go back at 01:00Z on 25 October 2026: one second before is BST, the moment itself GMT.
    expect(proofMoment(1792890000 - 1)).toBe('October 25, 2026, 1:59:59 AM BST');
    expect(proofMoment(1792890000)).toBe('October 25, 2026, 1:00:00 AM GMT');
    // A competition's stored UK date and time in the same format.
    expect(proofMomentOf('2026-11-23', '19:00')).toBe('November 23, 2026, 7:00:00 PM GMT');
    expect(proofMomentOf('2026-07-23', '08:37')).toBe('July 23, 2026, 8:37:00 AM BST');
    expect(proofMomentOf('', '19:00')).toBeNull();
  });

  test('a first-rule proof lists the tickets it carries, by number, and nothing it does not carry', () => {
    const listed = listedEntries({ tickets: [17, 3, 254] });
    expect(listed).toEqual({
      ticketsOnly: true,
      entries: [
        { ticket: 3, label: '', entrant: '', postal: false },
        { ticket: 17, label: '', entrant: '', postal: false },
        { ticket: 254, label: '', entrant: '', postal: false },
      ],
    });
    expect(ticketListCsv(listed.entries)).toBe('ticket\n3\n17\n254\n');
    const published = [{ ticket: 9, label: 'postal-2', entrant: 'Sam P.', postal: true }];
    expect(listedEntries({ tickets: [9], entries: published })).toEqual({ ticketsOnly: false, entries: published });
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
