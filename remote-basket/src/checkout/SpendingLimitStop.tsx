import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

export const RESPONSIBLE_GAMING_PATH = '/account/responsible/gaming';
export const SPENDING_LIMIT_STOP_ID = 'spending-limit-stop';

const Stop = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 2px solid ${theme.color.danger};
  border-radius: ${theme.radius.medium};
  background: #fdf1f0;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${theme.color.ink};
  }
  p {
    margin: 0;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 700;
  }
`;

/** Stops the order before payment: it would pass the customer's spending limit. */
export function SpendingLimitStop({ message }: { message: string }) {
  return (
    <Stop id={SPENDING_LIMIT_STOP_ID} role="alert" aria-labelledby="spending-limit-stop-title" data-testid="spending-limit-stop">
      <h2 id="spending-limit-stop-title">Over your spending limit</h2>
      <p>{message}</p>
      <p>
        Take some tickets out of <Link to="/cart">your basket</Link>, or see <Link to={RESPONSIBLE_GAMING_PATH}>your spending limit</Link>.
      </p>
    </Stop>
  );
}
