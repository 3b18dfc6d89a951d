import { STORAGE_KEYS, getBus, isShowQuestionOn, type EventOf, type PurchasedTicketEntry, type ShopApi, type ToastKind } from '@shop/shared-contracts';
import { dispatchCart, getCartState, quantityInBasket, storeCart } from '../state/basketStore';
import { preloadBasketModal } from '../modal/basketModalCode';
import { openBasketModal, settleBasketModal } from '../modal/modalStore';
import { settleStoreApiFailure } from './storeApiFailure';
import { decideAddQuantity } from './addQuantity';
import { rememberAnswer } from '../state/answerMemory';
import { localStore } from '../state/browserStorage';

export type AddCommand = EventOf<'catalog:add-to-basket'>;

export interface AddDependencies {
  api: Pick<ShopApi, 'getNonce' | 'addItem'>;
  purchasedTickets: () => readonly PurchasedTicketEntry[];
  /** The local show-question flag (spec: settings' show_question kept in local storage). */
  showQuestionFlag: () => string | null;
  toast: (kind: ToastKind, message: string) => void;
}

export const ADD_FAILED_MESSAGE = 'Sorry, we could not add these tickets just now. Please try again.';
export const QUESTION_UNANSWERED_MESSAGE = 'Please answer the question on the competition page to enter.';

/** WooCommerce put fewer tickets in the line than were asked for: it caps a new line at the most a customer may have. */
export function cappedAddMessage(added: number): string {
  return `Only ${added} ${added === 1 ? 'ticket was' : 'tickets were'} added: that is the most you can have for this competition.`;
}

function purchasedFor(entries: readonly PurchasedTicketEntry[], competitionId: number): number {
  return entries.filter((entry) => entry.competition_id === competitionId).reduce((sum, entry) => sum + entry.total_tickets, 0);
}

/**
 * The add-to-cart flow, steps 1 to 7 (step 1, the qualifying question, is the catalogue's). Returns once the flow has ended. A second
 * command while one add is in flight is ignored (a double click sends one request, not two).
 */
export async function addToBasket(command: AddCommand, deps: AddDependencies): Promise<void> {
  if (getCartState().isAdding) return;
  const { competition } = command;

  // 1. The catalogue asks the question (it owns the `enter` modal) and sends the answer; an add that
  // arrives without one while the question is required stops here, with nothing sent to the shop.
  if (competition.comp_question && isShowQuestionOn(deps.showQuestionFlag()) && command.answer === undefined) {
    deps.toast('error', QUESTION_UNANSWERED_MESSAGE);
    return;
  }

  dispatchCart({ type: 'flag', flag: 'isAdding', value: true });
  try {
    // 2. The allowed quantity (the per-customer allowance).
    const decision = decideAddQuantity({
      requested: command.quantity,
      competition: {
        total_sell_tickets: competition.total_sell_tickets,
        total_ticket_sold: competition.total_ticket_sold,
        max_ticket_per_user: competition.max_ticket_per_user,
      },
      inBasket: quantityInBasket(competition.id),
      purchased: purchasedFor(deps.purchasedTickets(), competition.id),
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
    const withModal = command.openModal !== false;
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
        ...(command.answer !== undefined ? { answer: command.answer } : {}),
      });
      storeCart(cart);
      if (typeof command.answer === 'number') rememberAnswer(competition.id, command.answer);
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

/** The flow's dependencies on a real page: the shell's user state and local storage. */
export function pageAddDependencies(api: AddDependencies['api'], toast: AddDependencies['toast']): AddDependencies {
  return {
    api,
    toast,
    purchasedTickets: () => getBus().latest('shell:user')?.state.purchasedTickets ?? [],
    showQuestionFlag: () => localStore.getItem(STORAGE_KEYS.showQuestion),
  };
}
