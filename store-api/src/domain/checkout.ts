import type { InstantWinNotification } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { cartLines, couponDiscountMinor } from './cart';
import { CartLinesUnavailable, cartEmptyAtCheckout, cartProblems } from './cartAvailability';
import { paymentMethodOf } from './paymentGateways';
import { DomainError } from './errors';
import { checkTicketRules, type QuestionSettings } from './ticketRules';
import { effectivePrice, getCompetition } from './competitions';
import { toMinor } from './money';
import { createOrder, type OrderBilling, type OrderLine } from './orders';
import { addCredit, siteCreditMinor } from './creditLog';
import { currentSpendingMinor } from './spending';
import { fulfilOrder } from './fulfilment';
import { holdTickets } from './ticketHolds';
import { addOrderNote } from './orderNotes';
import { recordProviderPayment } from './providerPayments';
import { storedProfile } from './users';
import { HOSTED_SANDBOX_METHOD, PAYMENT_TITLES } from './paymentTitles';

export interface CheckoutInput {
  userId: number;
  cartToken: string;
  billing: OrderBilling;
  /** The WooCommerce gateway id the checkout names ('' for none). */
  paymentGateway: string;
  cardNumber: string;
  failingCardNumber: string;
  question: (competitionId: number) => QuestionSettings;
  /** The shop's clock (epoch ms; default the real time): what is on sale, its price, spending limits, the order's time. */
  now?: number;
}

export interface CheckoutResult {
  orderId: number;
  orderKey: string;
  totalMinor: number;
  notices: InstantWinNotification[];
  /** The instant wins this order's tickets won, ticket by ticket. */
  instantWins: { competition_id: number; ticket_number: number; prize: string }[];
  /** The ticket numbers allocated, competition by competition. */
  tickets: { competition_id: number; ticket_numbers: number[] }[];
  /** False: the order waits for the provider (pending, its tickets held, none allocated). */
  paid: boolean;
}

function paymentError(message: string): DomainError {
  return new DomainError('invalid', 'woocommerce_rest_checkout_process_payment_error', message);
}

/**
 * Places an order in one immediate (write-locked) transaction, so concurrent checkouts are serialised:
 * every rule is checked again against what is sold at that moment, and nothing is written or charged
 * unless the whole order succeeds.
 */
export function placeOrder(db: Db, input: CheckoutInput): CheckoutResult {
  const run = db.transaction((): CheckoutResult => {
    const now = input.now ?? Date.now();
    const lines = cartLines(db, input.cartToken);
    if (lines.length === 0) throw cartEmptyAtCheckout();

    const inCart = lines.map((line) => {
      const competition = getCompetition(db, line.competition_id, now);
      if (!competition) throw new DomainError('conflict', 'woocommerce_rest_cart_invalid_product', 'A competition in your basket no longer exists.');
      return { line, competition };
    });
    // Lines that can no longer be bought (sold out, closed, fewer left) refuse the order first, as WooCommerce validates the cart.
    const problems = cartProblems(inCart.map(({ line, competition }) => ({ competition, quantity: line.quantity })));
    if (problems.length > 0) throw new CartLinesUnavailable([problems[0]!, ...problems.slice(1)]);

    const priced = inCart.map(({ line, competition }) => {
      try {
        checkTicketRules(db, competition, input.userId, line.quantity, line.answer, input.question(competition.id));
      } catch (error) {
        // A basket rule that fails at checkout is a conflict (409 with the cart), as in WooCommerce.
        if (error instanceof DomainError && error.kind === 'invalid') throw error.as('conflict');
        throw error;
      }
      return { line, competition, priceMinor: toMinor(effectivePrice(competition, now)) };
    });
    const subtotal = priced.reduce((sum, item) => sum + item.priceMinor * item.line.quantity, 0);
    const coupons = couponDiscountMinor(db, input.cartToken, subtotal);
    const total = subtotal - coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
    const paymentMethod = paymentMethodOf(db, input.paymentGateway, total > 0, true);

    const profile = storedProfile(db, input.userId);
    const limitMinor = toMinor(profile.limit_value);
    // A period with £0 is a limit too (nothing may be spent); no period is no limit.
    if (profile.limit_duration && currentSpendingMinor(db, input.userId, profile.limit_duration, now) + total > limitMinor) {
      throw new DomainError(
        'invalid',
        'spending_limit_reached',
        `This order would take you over your ${profile.limit_duration || 'monthly'} spending limit of £${profile.limit_value.toFixed(2)}.`,
      );
    }

    // An order that needs no payment is placed without one (WooCommerce's process_without_payment).
    if (total > 0 && paymentMethod === 'site_credit' && siteCreditMinor(db, input.userId) < total) {
      throw paymentError('You do not have enough site credit for this order.');
    }
    const cardNumber = input.cardNumber.replace(/\s/g, '');
    if (total > 0 && paymentMethod === 'test_card' && (cardNumber === input.failingCardNumber || !/^\d{12,19}$/.test(cardNumber))) {
      throw paymentError('The card was declined. No payment was taken.');
    }

    // The order is written first without ticket numbers: they are allocated once it is paid (fulfilOrder).
    const orderLines: OrderLine[] = priced.map(({ line, competition, priceMinor }) => ({
      competition_id: competition.id,
      title: competition.title,
      quantity: line.quantity,
      price_minor: priceMinor,
      tickets: [],
      draw_date: competition.draw_date,
      draw_time: competition.draw_time,
    }));
    const order = createOrder(db, {
      userId: input.userId,
      status: 'pending',
      totalMinor: total,
      paymentMethod,
      paymentMethodTitle: PAYMENT_TITLES[paymentMethod],
      billing: input.billing,
      lines: orderLines,
      createdAt: now,
    });
    const couponCodes = coupons.map((coupon) => coupon.code);

    if (paymentMethod === HOSTED_SANDBOX_METHOD) {
      // Paid later, on the provider's page: the tickets are held, the basket kept, nothing allocated yet.
      holdTickets(db, order.id, orderLines);
      recordProviderPayment(db, { orderId: order.id, gateway: input.paymentGateway, cartToken: input.cartToken, coupons: couponCodes, amountMinor: total });
      addOrderNote(db, order.id, 'Awaiting payment on the sandbox payment page.', now);
      return { orderId: order.id, orderKey: order.orderKey, totalMinor: total, notices: [], instantWins: [], tickets: [], paid: false };
    }

    if (paymentMethod === 'site_credit' && total > 0) {
      addCredit(db, input.userId, { description: `Order #${order.id}`, amountMinor: -total, createdAt: now });
    }
    const { notices, instantWins, tickets } = fulfilOrder(db, {
      id: order.id,
      userId: input.userId,
      lines: orderLines,
      totalMinor: total,
      coupons: couponCodes,
      cartToken: input.cartToken,
      now,
    });
    return { orderId: order.id, orderKey: order.orderKey, totalMinor: total, notices, instantWins, tickets, paid: true };
  });
  return run.immediate();
}
