import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MISSING_TOTAL_SENTINEL, basketTotal, competitionDetailsPath, formatDateTime, formatPounds, media, theme, type CartItem, type PurchasedTicketEntry, type ShopApi } from '@shop/shared-contracts';
import { TextButton } from '@shop/remote-kit';
import { LineThumb } from '../ui/LineThumb';
import { changeLineQuantity, lineMaximum, removeLine } from './cartActions';
import { QuantityStepper } from './QuantityStepper';

const Row = styled.li`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 12px 16px;
  padding: 16px;
  border: 1px solid ${theme.color.border};
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
  a { color: ${theme.color.brandDark}; font-weight: 700; font-size: 1.05rem; }
  span { color: ${theme.color.inkMuted}; font-size: 0.92rem; }
`;
const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  ${media.tablet} { grid-column: auto; }
`;
const LineTotal = styled.strong`
  grid-column: 1 / -1;
  font-size: 1.15rem;
  text-align: right;
  ${media.tablet} { grid-column: auto; min-width: 90px; }
`;

export function CartLine({ item, api, purchased, busy }: { item: CartItem; api: Pick<ShopApi, 'updateItem' | 'removeItem'>; purchased: readonly PurchasedTicketEntry[]; busy: boolean }) {
  const quantity = Number(item.quantity);
  const lineTotal = basketTotal([item]);
  const perTicket = quantity > 0 && lineTotal !== MISSING_TOTAL_SENTINEL ? lineTotal / quantity : item.competition.price_per_ticket;
  return (
    <Row data-testid="cart-line">
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
          disabled={busy}
          onChange={(next) => void changeLineQuantity(api, item, next, purchased)}
        />
        <TextButton type="button" disabled={busy} onClick={() => void removeLine(api, item)} aria-label={`Remove ${item.competition.title}`}>Remove</TextButton>
      </Controls>
      <LineTotal data-testid="line-total">{formatPounds(lineTotal)}</LineTotal>
    </Row>
  );
}
