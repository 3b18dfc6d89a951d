import styled from 'styled-components';
import { formatPounds, theme } from '@shop/shared-contracts';
import { basketCount, basketTotal } from './basketTotal';
import type { CartState } from '../state/cartReducer';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 0;
  margin: 0;
  dt {
    padding-right: 12px;
  }
  dt {
    color: ${theme.color.inkMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;
const Total = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: 10px;
    border-top: 1px solid ${theme.color.border};
    color: ${theme.color.ink};
    font-size: 1.2rem;
    font-weight: 800;
  }
`;

/** What the customer pays: tickets, subtotal (sum of line totals), coupons, and the total checkout charges. */
export function payableTotal(cart: CartState): number {
  return cart.payable ? cart.payable.minor / 10 ** cart.payable.minorUnit : basketTotal(cart.cartItems);
}

export function BasketSummary({ cart }: { cart: CartState }) {
  const count = basketCount(cart.cartItems);
  const subtotal = basketTotal(cart.cartItems);
  return (
    <List>
      <dt>Tickets</dt>
      <dd>{count}</dd>
      <dt>Subtotal</dt>
      <dd>{formatPounds(subtotal)}</dd>
      {cart.coupons.map((coupon) => (
        <Discount key={coupon.code} code={coupon.code} minor={Number(coupon.totals.total_discount)} unit={coupon.totals.currency_minor_unit} />
      ))}
      <Total>
        <dt>Total</dt>
        <dd data-testid="basket-total">{formatPounds(payableTotal(cart))}</dd>
      </Total>
    </List>
  );
}

function Discount({ code, minor, unit }: { code: string; minor: number; unit: number }) {
  return (
    <>
      <dt>Coupon {code}</dt>
      <dd>−{formatPounds(minor / 10 ** unit)}</dd>
    </>
  );
}
