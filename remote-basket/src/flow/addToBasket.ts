import { STORAGE_KEYS, getBus, type Competition, type PurchasedTicketEntry, type ShopApi, type ToastKind } from '@shop/shared-contracts';
import { dispatchCart, getCartState, lineMaximum, quantityInBasket, storeCart } from '../state/basketStore';
import { preloadBasketModal } from '../modal/basketModalCode';
import { openBasketModal, settleBasketModal } from '../modal/modalStore';
import { settleStoreApiFailure } from './storeApiFailure';
import { decideAddQuantity, requestedQuantity } from './addQuantity';
import { isShowQuestionOn } from './showQuestion';
import { loadQuestionModal } from '../question/questionModalCode';
import { askQuestion, type QuestionAsked } from '../question/questionStore';
import { rememberAnswer } from '../state/answerMemory';
import { localStore } from '../state/browserStorage';

/**
 * What the flow is asked to add: a `catalog:add-request` (competition id and quantity), or the add of a
 * catalogue before contract 1.1 (`catalog:add-to-basket`), which had asked the question and brings the answer.
 */
export interface AddOrder {
  competitionId: number;
  quantity: unknown;
  openModal?: boolean;
  /** Only from a catalogue before contract 1.1; a request never carries one (the basket asks). */
  answer?: number;
}

export interface AddDependencies {
  api: Pick<ShopApi, 'getCompetition' | 'getNonce' | 'addItem'>;
  purchasedTickets: () => readonly PurchasedTicketEntry[];
  /** The local show-question flag (spec: settings' show_question kept in local storage). */
  showQuestionFlag: () => string | null;
  /** Step 1: opens the question modal (`enter`); the chosen answer's id, or null when the customer closed it. */
  askQuestion: (question: QuestionAsked) => Promise<number | null>;
  toast: (kind: ToastKind, message: string) => void;
}

export const ADD_FAILED_MESSAGE = 'Sorry, we could not add these tickets just now. Please try again.';

/** WooCommerce put fewer tickets in the line than were asked for: it caps a new line at the most a customer may have. */
export function cappedAddMessage(added: number): string {
  return `Only ${added} ${added === 1 ? 'ticket was' : 'tickets were'} added: that is the most you can have for this competition.`;
}

function purchasedFor(entries: readonly PurchasedTicketEntry[], competitionId: number): number {
  return entries.filter((entry) => entry.competition_id === competitionId).reduce((sum, entry) => sum + entry.total_tickets, 0);
}

/** An add is under way, from reading the competition to the end of step 7: a second one is ignored (a double click). */
let busy = false;

/**
 * The add-to-cart flow, steps 1 to 7, all of them the basket's. It reads the competition from the server (the
 * request carries only its id), asks the qualifying question when one is required, decides the quantity,
 * gets the nonce, opens the basket modal and posts add-item. Returns once the flow has ended. A second order
 * while one is under way is ignored (a double click sends one request, not two).
 */
export async function addToBasket(order: AddOrder, deps: AddDependencies): Promise<void> {
  if (busy || getCartState().isAdding) return;
  busy = true;
  try {
    await runAdd(order, deps);
  } finally {
    busy = false;
  }
}

async function runAdd(order: AddOrder, deps: AddDependencies): Promise<void> {
  let competition: Competition;
  try {
    competition = await deps.api.getCompetition(order.competitionId);
  } catch (error) {
    console.error('[basket] the competition to add could not be read', error);
    deps.toast('error', ADD_FAILED_MESSAGE);
    return;
  }

  // 1. A required question with the show-question flag at 1: the question modal; closing it stops the add.
  let answer = order.answer;
  if (answer === undefined && competition.comp_question && isShowQuestionOn(deps.showQuestionFlag())) {
    const chosen = await deps.askQuestion({ competition, quantity: requestedQuantity(order.quantity) });
    if (chosen === null) return;
    answer = chosen;
  }

  dispatchCart({ type: 'flag', flag: 'isAdding', value: true });
  try {
    // 2. The allowed quantity: the line's quantity_limits when the basket holds the competition, else the
    // per-customer allowance of the competition just read.
    const decision = decideAddQuantity({
      requested: order.quantity,
      competition: {
        total_sell_tickets: competition.total_sell_tickets,
        total_ticket_sold: competition.total_ticket_sold,
        max_ticket_per_user: competition.max_ticket_per_user,
      },
      inBasket: quantityInBasket(competition.id),
      purchased: purchasedFor(deps.purchasedTickets(), competition.id),
      lineMaximum: lineMaximum(competition.id),
    });
    if (!decision.ok) {
      deps.toast('error', decision.message);
      return;
    }

    // 3. Get or refresh the cart nonce: '' when the Cart-Token alone carries the write; false when neither
    // could be had (only logged, no add attempted).
    const nonce = await deps.api.getNonce();
    if (nonce === false) {
      console.error('[basket] no cart session could be had (no nonce, no Cart-Token); nothing was added');
      return;
    }

    // 4. The basket modal, unless the caller said not to.
    const withModal = order.openModal !== false;
    if (withModal) {
      preloadBasketModal();
      openBasketModal({
        competitionId: competition.id,
        title: competition.title,
        image: competition.image,
        quantity: decision.quantity,
        message: decision.message,
      });
    }

    // 5. add-item; 6. store the returned items and the cart header (and the cart-key map).
    try {
      const cart = await deps.api.addItem({
        id: competition.competition_product_id,
        quantity: decision.quantity,
        ...(nonce ? { nonce } : {}),
        ...(answer !== undefined ? { answer } : {}),
      });
      storeCart(cart);
      if (answer !== undefined) rememberAnswer(competition.id, answer);
      // WooCommerce caps a new line at its quantity_limits.maximum and still answers 201 (a line it already
      // held is refused instead), so a line holding fewer than were asked for is a capped new one.
      const held = quantityInBasket(competition.id);
      const added = Math.min(held, decision.quantity);
      const message = added < decision.quantity ? cappedAddMessage(added) : decision.message;
      if (message) deps.toast('blank', message);
      else if (!withModal) deps.toast('success', `${added} ${added === 1 ? 'ticket' : 'tickets'} added to your basket.`);
      settleBasketModal({ phase: 'added', message, quantity: added });
    } catch (error) {
      const { message } = settleStoreApiFailure(error, ADD_FAILED_MESSAGE);
      console.error('[basket] add-item failed', error);
      deps.toast('error', message);
      settleBasketModal({ phase: 'failed', message });
    }
  } finally {
    // 7. The adding flag is cleared in every case.
    dispatchCart({ type: 'flag', flag: 'isAdding', value: false });
  }
}

/**
 * Opens the question once the modal's code is in. Code that cannot be fetched (a network failure, a release
 * replaced under the page) ends the add with a toast, where a modal that never renders would leave it open
 * and every later add on the page waiting behind it.
 */
export async function askQuestionOnceItsCodeIsIn(question: QuestionAsked, toast: AddDependencies['toast']): Promise<number | null> {
  try {
    await loadQuestionModal();
  } catch (error) {
    console.error('[basket] the question could not be opened', error);
    toast('error', ADD_FAILED_MESSAGE);
    return null;
  }
  return askQuestion(question);
}

/** The flow's dependencies on a real page: the shell's user state, local storage and the question modal. */
export function pageAddDependencies(api: AddDependencies['api'], toast: AddDependencies['toast']): AddDependencies {
  return {
    api,
    toast,
    askQuestion: (question) => askQuestionOnceItsCodeIsIn(question, toast),
    purchasedTickets: () => getBus().latest('shell:user')?.state.purchasedTickets ?? [],
    showQuestionFlag: () => localStore.getItem(STORAGE_KEYS.showQuestion),
  };
}
