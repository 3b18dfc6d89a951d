import { screen, within } from '@testing-library/react';
import type { DrawProofResponse, ShopApi } from '@shop/shared-contracts';
import { renderScreen } from '../testing/renderScreen';
import { reelTrio } from '../testing/reelTrio';
import DrawProofScreen from './DrawProofScreen';

let mockApi: Partial<ShopApi> = {};
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const SEED = '11'.repeat(32);
const COMMITMENT = '22'.repeat(32);

function show(proof: DrawProofResponse) {
  mockApi = { getCompetition: () => Promise.resolve(reelTrio({ status: 'drawn' })), getDrawProof: () => Promise.resolve(proof) };
  renderScreen(<DrawProofScreen />, { path: '/draw/proof/Reel-Trio-102', route: '/draw/proof/:competitionDetail' });
}

describe('the draw proof page', () => {
  test('a rule v2 proof: every moment in the shop’s format with its zone, the round linked to a relay, the beacon and its key named, the list with entrants', async () => {
    show({
      success: true,
      competition_id: 102,
      rule: 'drand-quicknet-v2',
      state: 'drawn',
      commitment: COMMITMENT,
      committed_at: 1782205200, // 2026-06-23 09:00:00Z
      seed: SEED,
      tickets: [3, 9],
      winning_ticket: 9,
      entries: [
        { ticket: 3, label: 'order-7', entrant: 'Danny F.', postal: false },
        { ticket: 9, label: 'postal-8', entrant: 'Sam P.', postal: true },
      ],
      entry_count: 2,
      entry_list_hash: '33'.repeat(32),
      closed_at: 1784792250,
      beacon_round: 30662982,
      beacon_round_time: 1784792310,
      beacon: {
        chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
        round: 30662982,
        signature: 'ab'.repeat(48),
        randomness: 'cd'.repeat(32),
      },
    });
    const timeline = await screen.findByTestId('proof-timeline');
    expect(timeline).toHaveTextContent('June 23, 2026, 10:00:00 AM BST, when the competition opened.');
    expect(timeline).toHaveTextContent('July 23, 2026, 8:37:30 AM BST: 2 entries (1 paid, 1 free by post).');
    expect(timeline).toHaveTextContent('due July 23, 2026, 8:38:30 AM BST');
    expect(timeline.textContent).not.toMatch(/UTC|\d{4}-\d\d-\d\dT/);
    expect(within(timeline).getByRole('link', { name: '30662982' })).toHaveAttribute(
      'href',
      'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/public/30662982',
    );
    expect(screen.getByTestId('proof-signature')).toHaveTextContent('ab'.repeat(48));
    const beacon = screen.getByTestId('proof-beacon');
    expect(beacon).toHaveTextContent('drand quicknet');
    expect(beacon).toHaveTextContent('League of Entropy');
    expect(screen.getByTestId('proof-public-key')).toHaveTextContent(/^83cf0f2896adee7e[0-9a-f]{176}$/);
    const rows = within(screen.getByTestId('entry-list')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['#3Danny F.Paid', '#9Sam P.Postal']);
  });

  test('a first-rule proof: its tickets are listed, with a search and a CSV, and no beacon is named', async () => {
    show({ success: true, competition_id: 102, rule: 'seed-hmac-v1', commitment: COMMITMENT, seed: SEED, tickets: [17, 3, 254], winning_ticket: 17 });
    const timeline = await screen.findByTestId('proof-timeline');
    expect(timeline).toHaveTextContent(
      'November 27, 2026, 7:00:00 PM GMT. The first rule published no entry list at the close; the tickets its draw used are listed below.',
    );
    expect(screen.getByRole('heading', { name: 'The tickets drawn from' })).toBeInTheDocument();
    const list = screen.getByTestId('entry-list');
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ticket']);
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['#3', '#17', '#254']);
    expect(within(list).getByPlaceholderText('Ticket number')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Download the list (CSV)' })).toBeInTheDocument();
    expect(screen.queryByTestId('proof-beacon')).toBeNull();
  });
});
