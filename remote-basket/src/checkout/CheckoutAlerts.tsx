import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, type CartItem, type FieldErrors } from '@shop/shared-contracts';
import { textType } from '@shop/remote-kit';
import type { LineProblem } from '../cart/availability';
import { CHECKOUT_FIELD_ORDER, type CheckoutField } from './checkoutRules';
import { SpendingLimitStop } from './SpendingLimitStop';
import { checkoutFieldId } from './useCheckoutForm';

const ErrorSummary = styled.div`
  padding: 12px 16px;
  border: 2px solid ${theme.color.danger};
  border-radius: ${theme.radius.small};
  background: #fdf1f0;
  &:focus {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 6px;
    ${textType('1rem', theme.color.ink)}
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

interface CheckoutAlertsProps {
  /** What the page says after a Pay whose answer was lost. */
  notice: string | null;
  /** Why Pay is off: the order would pass the customer's spending limit. */
  limitStop: string | null;
  /** Lines that cannot be bought as they are (closed, sold out, over a limit). */
  blocked: readonly { item: CartItem; problem: LineProblem }[];
  errors: FieldErrors<CheckoutField>;
}

/** What stops or follows a payment, above the form: each alert names the problem and links to its fix. */
export function CheckoutAlerts({ notice, limitStop, blocked, errors }: CheckoutAlertsProps) {
  const errorList = CHECKOUT_FIELD_ORDER.filter((field) => errors[field]);
  return (
    <>
      {notice ? (
        <ErrorSummary role="alert" data-testid="checkout-notice">
          <p>{notice}</p>
        </ErrorSummary>
      ) : null}
      {limitStop ? <SpendingLimitStop message={limitStop} /> : null}
      {blocked.length > 0 ? (
        <ErrorSummary role="alert" data-testid="checkout-blocked">
          <h2>Your basket needs a change before you pay</h2>
          <ul>
            {blocked.map(({ item, problem }) => (
              <li key={item.key}>
                <strong>{item.competition.title}</strong>: {problem.message}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/cart">Go to your basket</Link>
          </p>
        </ErrorSummary>
      ) : null}
      {errorList.length > 0 ? (
        <ErrorSummary role="alert">
          <h2>Please check these details</h2>
          <ul>
            {errorList.map((field) => (
              <li key={field}>
                <a href={`#${checkoutFieldId(field)}`}>{errors[field]}</a>
              </li>
            ))}
          </ul>
        </ErrorSummary>
      ) : null}
    </>
  );
}
