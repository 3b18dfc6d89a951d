import styled from 'styled-components';
import { formatPounds, type PaymentMethod, type ShopApi } from '@shop/shared-contracts';
import { ChoiceLabel, Field } from '@shop/remote-kit/forms';
import { CouponForm } from '../cart/CouponForm';
import type { CartCoupon } from '../state/cartReducer';
import { Muted, Section } from '../ui/layout';
import { checkoutFieldId } from './useCheckoutForm';

const Methods = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

/** Each payment method as the customer reads it: the embedded test gateway is a card payment to them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  site_credit: 'Site credit',
  coupon: 'Coupon (covers the whole order)',
  test_card: 'Card payment',
};

interface PaymentSectionProps {
  api: Pick<ShopApi, 'applyCoupon' | 'removeCoupon'>;
  coupons: readonly CartCoupon[];
  /** The ways to pay the site takes for this cart (offeredPaymentMethods). */
  offered: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  cardNumber: string;
  onCardNumber: (value: string) => void;
  cardError: string | undefined;
  /** The customer's site credit and the order's total, in pounds. */
  credit: number;
  total: number;
}

/** How the customer pays: site credit, coupons covering the whole order, or a card (those the site offers). */
export function PaymentSection({ api, coupons, offered, method, onMethod, cardNumber, onCardNumber, cardError, credit, total }: PaymentSectionProps) {
  return (
    <Section aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <Methods>
        <legend>How would you like to pay?</legend>
        {offered.map((option) => (
          <ChoiceLabel key={option}>
            <input type="radio" name="payment_method" value={option} checked={method === option} onChange={() => onMethod(option)} />
            <span>
              {PAYMENT_METHOD_LABELS[option]}
              {option === 'site_credit' ? ` · ${formatPounds(credit)} available` : ''}
            </span>
          </ChoiceLabel>
        ))}
      </Methods>
      {method === 'test_card' ? (
        <Field
          id={checkoutFieldId('cardNumber')}
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          error={cardError}
          onChange={(event) => onCardNumber(event.target.value)}
        />
      ) : null}
      {method === 'coupon' ? <CouponForm api={api} coupons={coupons} /> : null}
      {method === 'site_credit' && credit < total ? (
        <Muted role="status">Your site credit does not cover this order; add a coupon or choose card.</Muted>
      ) : null}
    </Section>
  );
}
