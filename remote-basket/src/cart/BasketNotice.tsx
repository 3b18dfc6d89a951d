import styled from 'styled-components';
import { callout } from '../ui/layout';

const Notice = styled.p`
  margin: 0 0 12px;
  ${callout('warning')}
`;

/** What the page says about the basket as a whole (it had expired and was replaced); nothing without a notice. */
export function BasketNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <Notice role="alert" data-testid="basket-notice">
      {notice}
    </Notice>
  ) : null;
}
