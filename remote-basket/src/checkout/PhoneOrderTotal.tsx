import styled from 'styled-components';
import { formatPounds, media, theme } from '@shop/shared-contracts';

const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 16px;
  margin: 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  font-weight: 700;
  a {
    color: ${theme.color.brand};
  }
  ${media.desktop} {
    display: none;
  }
`;

/** On phones and tablets, the order total at the top of the form with a link down to the summary. */
export function PhoneOrderTotal({ total }: { total: number }) {
  return (
    <Total>
      <span>Order total {formatPounds(total)}</span>
      <a href="#order-summary-title">Show summary</a>
    </Total>
  );
}
