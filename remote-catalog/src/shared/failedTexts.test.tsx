import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { CompetitionRowSection, type CompetitionRowProps } from '../home/CompetitionRowSection';
import { HOME_ROWS } from '../home/HomeScreen';
import DrawResultsScreen from '../info/DrawResultsScreen';
import FaqScreen from '../info/FaqScreen';
import LegalTermsScreen from '../info/LegalTermsScreen';
import WinnersScreen from '../info/WinnersScreen';
import { renderScreen } from '../testing/renderScreen';

let mockApi: Partial<ShopApi> = {};
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const drawingNext = HOME_ROWS.find((row) => row.id === 'drawing-next') as Omit<CompetitionRowProps, 'now'>;

interface SectionCase {
  name: string;
  ui: () => ReactElement;
  /** The one call the section makes, answered by `answer`. */
  call: keyof ShopApi;
  content: unknown;
  nothing: unknown;
  /** What the customer reads once the content has loaded. */
  shows: string;
  failed: string;
  empty: string;
  logged: string;
}

const CASES: SectionCase[] = [
  {
    name: 'home row (Drawing next)',
    ui: () => <CompetitionRowSection {...drawingNext} now={Date.UTC(2026, 10, 23, 12)} />,
    call: 'listDrawnNext',
    content: { success: true, data: [competitionFixture({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio' })], page: 1, total_pages: 1, total: 1 },
    nothing: { success: true, data: [], page: 1, total_pages: 1, total: 0 },
    shows: 'Daiwa Basia 45 QD Reel Trio',
    failed: 'These competitions could not be loaded just now.',
    empty: 'No competitions are waiting to be drawn right now.',
    logged: '[catalog] the drawn-next list could not be loaded:',
  },
  {
    name: 'winners',
    ui: () => <WinnersScreen />,
    call: 'getWinners',
    content: {
      data: [
        {
          id: 1,
          name: 'Sam',
          location: 'Carlisle',
          prize: '£50 Site Credit',
          competition_id: 101,
          competition_title: 'Carp',
          image: '',
          ticket_number: 7,
          won_at: '2026-11-20',
        },
      ],
      total_pages: 1,
    },
    nothing: { data: [], total_pages: 1 },
    shows: 'Sam, Carlisle',
    failed: 'The winners could not be loaded just now.',
    empty: 'Our first winners will be shown here.',
    logged: '[catalog] winners could not be loaded:',
  },
  {
    name: 'draw results',
    ui: () => <DrawResultsScreen />,
    call: 'getDrawResults',
    content: {
      data: [
        {
          competition_id: 120,
          title: '£2,000 Christmas Cash',
          image: '',
          draw_date: '2026-11-20',
          draw_time: '20:00',
          ticket_number: 275,
          winner: 'Jo',
          prize_type: 'main',
          prize: '£2,000',
        },
      ],
      total_pages: 1,
    },
    nothing: { data: [], total_pages: 1 },
    shows: '£2,000 Christmas Cash',
    failed: 'The draw results could not be loaded just now.',
    empty: 'No draws have taken place yet.',
    logged: '[catalog] draw results could not be loaded:',
  },
  {
    name: 'FAQ',
    ui: () => <FaqScreen />,
    call: 'getFaqs',
    content: [{ question: 'How do I enter free by post?', answer: '<p>Send a postcard.</p>' }],
    nothing: [],
    shows: 'How do I enter free by post?',
    failed: 'The answers could not be loaded just now.',
    empty: 'No questions have been answered here yet.',
    logged: '[catalog] the FAQ could not be loaded:',
  },
  {
    name: 'legal terms',
    ui: () => <LegalTermsScreen />,
    call: 'getLegalTerms',
    content: [{ title: 'Terms and conditions', content: '<p>The rules of every competition.</p>' }],
    nothing: [],
    shows: 'The rules of every competition.',
    failed: 'The terms could not be loaded just now.',
    empty: 'No terms are published here yet.',
    logged: '[catalog] the legal terms could not be loaded:',
  },
];

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe.each(CASES)('$name: a failed call is never an empty state', (section) => {
  it('says it could not be loaded (logged), shows no empty state, and Try again brings the content', async () => {
    const failure = new Error('offline');
    const call = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(section.content);
    mockApi = { [section.call]: call };
    renderScreen(section.ui());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(section.failed);
    expect(screen.queryByText(section.empty)).toBeNull();
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(section.logged, failure);

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(section.shows)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('shows its empty state only when the call succeeded with nothing', async () => {
    mockApi = { [section.call]: jest.fn().mockResolvedValue(section.nothing) };
    renderScreen(section.ui());
    expect(await screen.findByText(section.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});
