import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  GUEST_USER_STATE,
  STORAGE_KEYS,
  getBus,
  toCartCompetition,
  type BusEvent,
  type CartItem,
  type Competition,
  type PurchasedTicketEntry,
} from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { renderScreen } from '../testing/renderScreen';
import { CompetitionView } from './CompetitionView';

/** 24 November 2026, noon UTC: the fixture's competition (drawn 1 December) is open. */
const NOW = Date.UTC(2026, 10, 24, 12, 0);

const reels = (overrides: Partial<Competition> = {}) =>
  competitionFixture({
    id: 102,
    title: 'Daiwa Basia 45 QD Reel Trio',
    price_per_ticket: 0.99,
    total_sell_tickets: 2999,
    total_ticket_sold: 1859,
    ...overrides,
  });

/** A basket line of `quantity` tickets for the competition, as the basket publishes it. */
function basketLine(competition: Competition, quantity: number): CartItem {
  return {
    id: competition.competition_product_id,
    key: `line-${competition.id}`,
    quantity: String(quantity),
    competition: toCartCompetition(competition),
  };
}

function publishBasket(items: CartItem[]) {
  const count = items.reduce((sum, item) => sum + Number(item.quantity), 0);
  act(() => getBus().emit({ type: 'basket:summary', summary: { items, count, total: count } }));
}

function publishPurchased(purchasedTickets: PurchasedTicketEntry[]) {
  act(() => getBus().emit({ type: 'shell:user', state: { ...GUEST_USER_STATE, purchasedTickets } }));
}

let adds: Extract<BusEvent, { type: 'catalog:add-request' }>[];
let stopListening: () => void;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  publishBasket([]);
  publishPurchased([]);
  adds = [];
  stopListening = getBus().on('catalog:add-request', (event) => void adds.push(event));
});
afterEach(() => {
  stopListening();
  jest.restoreAllMocks();
});

const panel = () => screen.getByTestId('entry-panel');
const view = (competition: Competition) => renderScreen(<CompetitionView competition={competition} recommended={[]} />);

describe('the entry panel reads the shared per-customer allowance', () => {
  it('a maximum of 0 is a cap of 0: the panel gives the basket’s maximum message and the key facts say 0', () => {
    view(reels({ max_ticket_per_user: 0 }));
    expect(within(panel()).getByText('You already have the maximum number of tickets for this competition')).toBeInTheDocument();
    expect(within(panel()).queryByText(/You can buy/)).toBeNull();
    expect(screen.getByRole('button', { name: 'One ticket more' })).toBeDisabled();
    expect(screen.getByTestId('max-per-person')).toHaveTextContent(/^0$/);
  });

  it('says how many more may be bought: the maximum less the basket and the tickets already bought', () => {
    view(reels({ max_ticket_per_user: 10 }));
    publishBasket([basketLine(reels({ max_ticket_per_user: 10 }), 3)]);
    publishPurchased([{ competition_id: 102, total_tickets: 2 }]);
    expect(within(panel()).getByText('You can buy 5 more.')).toBeInTheDocument();
  });

  it('gives the in-basket maximum message once the basket holds the maximum', () => {
    view(reels({ max_ticket_per_user: 10 }));
    publishBasket([basketLine(reels({ max_ticket_per_user: 10 }), 10)]);
    expect(within(panel()).getByText('You already have the maximum number of tickets for this competition in cart!')).toBeInTheDocument();
  });

  it('Enter sends the quantity the panel shows, also after an add has shrunk the allowance', () => {
    view(reels({ max_ticket_per_user: 10 }));
    fireEvent.change(within(panel()).getByRole('spinbutton'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('enter-now'));
    expect(adds.map((add) => add.quantity)).toEqual([8]);
    publishBasket([basketLine(reels({ max_ticket_per_user: 10 }), 8)]);
    expect(within(panel()).getByRole('spinbutton')).toHaveValue(2);
    fireEvent.click(screen.getByTestId('enter-now'));
    expect(adds.map((add) => add.quantity)).toEqual([8, 2]);
  });
});

describe('Enter asks the basket for an add with only what the customer chose', () => {
  const carp = reels({
    id: 101,
    title: 'Ultimate Carp Session Bundle',
    comp_question: true,
    question: 'Which of these is a species of carp?',
    question_options: [
      { id: 1, text: 'Mirror' },
      { id: 2, text: 'Pike' },
    ],
  });

  it('sends catalog:add-request with the competition id and the quantity, nothing else (the competition stays off the bus)', () => {
    view(reels());
    fireEvent.click(within(panel()).getByRole('button', { name: 'One ticket more' }));
    fireEvent.click(screen.getByTestId('enter-now'));
    expect(adds).toEqual([{ type: 'catalog:add-request', competitionId: 102, quantity: 2 }]);
  });

  it('leaves the qualifying question to the basket: with the show-question flag at 1 the request goes at once and no modal opens here', () => {
    localStorage.setItem(STORAGE_KEYS.showQuestion, '1');
    view(carp);
    fireEvent.click(screen.getByTestId('enter-now'));
    expect(document.querySelector('dialog#enter')).toBeNull();
    expect(adds).toEqual([{ type: 'catalog:add-request', competitionId: 101, quantity: 1 }]);
  });
});
