import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPounds, media, theme } from '@shop/shared-contracts';
import { SecondaryLink } from '@shop/remote-kit';
import { BasketSummary } from '../cart/BasketSummary';
import { basketTotal } from '../cart/basketTotal';
import type { CartState } from '../state/cartReducer';
import { Muted, SummaryCard } from '../ui/layout';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${theme.color.border};
  }
`;
const PayRow = styled.div`
  display: grid;
  gap: 10px;
  button,
  a {
    width: 100%;
  }
`;
/** The summary card's Pay button: on phones the sticky pay bar holds it instead. */
const PayOnWide = styled.div`
  display: none;
  ${media.tablet} {
    display: contents;
  }
`;
const PayOff = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;

interface OrderSummaryCardProps {
  cart: CartState;
  /** The card's Pay button (tablet and up). */
  payButton: ReactNode;
  /** Pay is off: the order would pass the customer's spending limit. */
  overLimit: boolean;
}

/** The order's lines and totals beside the form (below it on phones), with Pay, free entry and the way back. */
export function OrderSummaryCard({ cart, payButton, overLimit }: OrderSummaryCardProps) {
  return (
    <SummaryCard aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <Lines>
        {cart.cartItems.map((item) => (
          <li key={item.key}>
            <span>
              {item.competition.title} × {item.quantity}
            </span>
            <span>{formatPounds(basketTotal([item]))}</span>
          </li>
        ))}
      </Lines>
      <BasketSummary cart={cart} />
      <PayRow>
        <PayOnWide>
          {payButton}
          {overLimit ? <PayOff>Pay is off: this order would pass your spending limit.</PayOff> : null}
        </PayOnWide>
        <SecondaryLink to="/free-postal-route">Enter free by post</SecondaryLink>
        <Muted>Free entry is open to everyone, with the same chance of winning.</Muted>
        <Muted>
          <Link to="/cart">Back to basket</Link>
        </Muted>
      </PayRow>
    </SummaryCard>
  );
}
