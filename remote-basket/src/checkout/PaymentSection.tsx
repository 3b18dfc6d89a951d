import styled from 'styled-components';
import { formatPounds, type ShopApi } from '@shop/shared-contracts';
import { ChoiceLabel, Field } from '@shop/remote-kit/forms';
import { CouponForm } from '../cart/CouponForm';
import type { CartCoupon } from '../state/cartReducer';
import { Muted, Section } from '../ui/layout';
import { checkoutFieldId } from './useCheckoutForm';
import { paymentChoiceLabel, type PaymentChoice } from './paymentChoices';

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

interface PaymentSectionProps {
  api: Pick<ShopApi, 'applyCoupon' | 'removeCoupon'>;
  coupons: readonly CartCoupon[];
  /** The ways to pay the site takes for this cart (offeredPaymentMethods). */
  offered: readonly PaymentChoice[];
  method: PaymentChoice;
  onMethod: (method: PaymentChoice) => void;
  cardNumber: string;
  onCardNumber: (value: string) => void;
  cardError: string | undefined;
  /** The customer's site credit and the order's total, in pounds. */
  credit: number;
  total: number;
}

/** How the customer pays: site credit, coupons covering the whole order, a card, or another gateway the site has enabled. */
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
              {paymentChoiceLabel(option)}
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
      {method.startsWith('gateway:') ? <Muted>You will pay on the payment provider&apos;s secure page, then come back here.</Muted> : null}
      {method === 'site_credit' && credit < total ? (
        <Muted role="status">Your site credit does not cover this order; add a coupon or choose card.</Muted>
      ) : null}
    </Section>
  );
}
