import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-left: 4px solid ${theme.color.accentDark};
  background: #fff8e6;
  font-weight: 600;
`;

/** What the page says about the basket as a whole (it had expired and was replaced); nothing without a notice. */
export function BasketNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <Notice role="alert" data-testid="basket-notice">
      {notice}
    </Notice>
  ) : null;
}
