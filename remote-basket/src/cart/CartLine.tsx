import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  competitionDetailsPath,
  formatDateTime,
  formatPounds,
  media,
  theme,
  type CartItem,
  type PurchasedTicketEntry,
  type ShopApi,
} from '@shop/shared-contracts';
import { MISSING_TOTAL_SENTINEL, basketTotal } from './basketTotal';
import { TextButton } from '@shop/remote-kit';
import { LineThumb } from '../ui/LineThumb';
import { changeLineQuantity, lineMaximum, removeLine } from './cartActions';
import { QuantityStepper } from './QuantityStepper';
import type { LineProblem } from './availability';

const Row = styled.li<{ $flagged: boolean }>`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 12px 16px;
  padding: 16px;
  border: ${(props) => (props.$flagged ? `2px solid ${theme.color.danger}` : `1px solid ${theme.color.border}`)};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  ${media.tablet} {
    grid-template-columns: 120px 1fr auto auto;
    align-items: center;
  }
`;
const Info = styled.div`
  display: grid;
  gap: 4px;
  a {
    color: ${theme.color.brandDark};
    font-weight: 700;
    font-size: 1.05rem;
  }
  span {
    color: ${theme.color.inkMuted};
    font-size: 0.92rem;
  }
`;
const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  ${media.tablet} {
    grid-column: auto;
  }
`;
const LineTotal = styled.strong`
  grid-column: 1 / -1;
  font-size: 1.15rem;
  text-align: right;
  ${media.tablet} {
    grid-column: auto;
    min-width: 90px;
  }
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.small};
  background: #fdecea;
  color: ${theme.color.ink};
  strong {
    padding: 2px 10px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.danger};
    color: ${theme.color.onBrand};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

interface CartLineProps {
  item: CartItem;
  api: Pick<ShopApi, 'updateItem' | 'removeItem' | 'getCart'>;
  purchased: readonly PurchasedTicketEntry[];
  busy: boolean;
  /** Set when the competition closed, sold out or has too few tickets left since it was added. */
  problem: LineProblem | null;
  onRemoved: (item: CartItem) => void;
}

export function CartLine({ item, api, purchased, busy, problem, onRemoved }: CartLineProps) {
  const quantity = Number(item.quantity);
  const lineTotal = basketTotal([item]);
  const perTicket = quantity > 0 && lineTotal !== MISSING_TOTAL_SENTINEL ? lineTotal / quantity : item.competition.price_per_ticket;
  return (
    <Row data-testid="cart-line" data-problem={problem?.kind} $flagged={problem !== null}>
      <LineThumb src={item.competition.image} size={120} />
      <Info>
        <Link to={competitionDetailsPath(item.competition)}>{item.competition.title}</Link>
        <span>Draw {formatDateTime(item.competition.draw_date, item.competition.draw_time)}</span>
        <span>{formatPounds(perTicket)} per ticket</span>
      </Info>
      <Controls>
        <QuantityStepper
          value={quantity}
          max={lineMaximum(item, purchased)}
          label={`Tickets for ${item.competition.title}`}
          disabled={busy || problem?.kind === 'closed' || problem?.kind === 'sold-out'}
          onChange={(next) => void changeLineQuantity(api, item, next, purchased)}
        />
        <TextButton
          type="button"
          disabled={busy}
          onClick={() => void removeLine(api, item).then((removed) => removed && onRemoved(item))}
          aria-label={`Remove ${item.competition.title}`}
        >
          Remove
        </TextButton>
      </Controls>
      <LineTotal data-testid="line-total">{formatPounds(lineTotal)}</LineTotal>
      {problem ? (
        <Problem data-testid="line-problem">
          <strong>{problem.flag}</strong>
          <span>{problem.message}</span>
        </Problem>
      ) : null}
    </Row>
  );
}
