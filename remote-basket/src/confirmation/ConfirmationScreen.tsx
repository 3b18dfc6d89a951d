import { Link, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatDateTime, formatPounds, orderDetailPath, theme } from '@shop/shared-contracts';
import { EmptyState, Page, PrimaryLink, SecondaryLink, Spinner, TicketChips, useShopApi, useUserState, headingType } from '@shop/remote-kit';
import { readLastOrder, type PlacedOrder } from '../order/lastOrder';
import { LinkRow, Muted, Section } from '../ui/layout';
import { Celebration } from './Celebration';
import { prizesWon, productFor } from './instantWins';
import { spendingLeft } from '../cart/spendingLeft';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;
const OrderNumber = styled.p`
  margin: 0;
  font-size: 1.1rem;
  strong {
    font-size: 1.3rem;
    color: ${theme.color.brandDark};
  }
`;
const Wins = styled.section`
  position: relative;
  overflow: hidden;
  padding: 24px 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandDark};
  color: ${theme.color.onBrand};
  h2 {
    margin: 0 0 8px;
    ${headingType('1.5rem', theme.color.accent)}
  }
  ul {
    margin: 0;
    padding-left: 20px;
    font-size: 1.05rem;
  }
  a {
    color: ${theme.color.onBrand};
    font-weight: 700;
  }
`;
const Facts = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
`;

/** /confirmation: order number, instant wins first, then each competition's ticket numbers and draw. */
export default function ConfirmationScreen() {
  const location = useLocation();
  const order = readLastOrder(location.state);
  if (!order) {
    return (
      <Page title="Order confirmation" narrow>
        <EmptyState message="We can't find a recent order on this device.">
          <LinkRow>
            <PrimaryLink to="/account/recent/orders">View your orders</PrimaryLink>
          </LinkRow>
        </EmptyState>
      </Page>
    );
  }
  return <PlacedOrderView order={order} />;
}

function PlacedOrderView({ order }: { order: PlacedOrder }) {
  const api = useShopApi();
  const { user } = useUserState();
  const detail = useQuery({
    queryKey: ['basket', 'order', order.orderId],
    // A failed order-detail fetch is only logged (the page says the numbers are on their way).
    queryFn: () =>
      api.getOrderDetail(order.orderId).catch((error: unknown) => {
        console.error(`[basket] the ticket numbers of order ${order.orderId} could not be loaded:`, error);
        throw error;
      }),
    retry: 2,
  });
  const products = detail.data?.product ?? [];
  const won = prizesWon(order);

  return (
    <Page title="Thank you, your order is confirmed" lead="Good luck! Your ticket numbers are below.">
      <Stack>
        <OrderNumber>
          Order number <strong data-testid="order-number">#{order.orderNumber}</strong> · {formatPounds(order.total)}
        </OrderNumber>
        {won.length > 0 ? (
          <Wins aria-labelledby="wins-title" data-testid="instant-wins-won">
            <Celebration />
            <h2 id="wins-title">You won {won.length === 1 ? 'an instant prize' : `${won.length} instant prizes`}!</h2>
            <ul>
              {won.map((prize) => (
                <li key={`${prize.competitionTitle}-${prize.ticketNumber}`}>
                  Ticket {prize.ticketNumber} won {prize.prize} in {prize.competitionTitle}
                </li>
              ))}
            </ul>
            <p>
              Site credit prizes are already in your account. For other prizes, see <Link to="/claim/prize">how to claim your prize</Link>; we will also email
              you.
            </p>
          </Wins>
        ) : null}
        {detail.isPending ? <Spinner compact label="Loading your ticket numbers" /> : null}
        {detail.isError ? <Muted role="status">Your ticket numbers are being allocated; you will find them in your orders.</Muted> : null}
        {order.lines.map((line) => {
          const product = productFor(line, products);
          return (
            <Section key={line.competitionId} aria-label={line.title}>
              <h2>{line.title}</h2>
              <Facts>
                {line.quantity} {line.quantity === 1 ? 'ticket' : 'tickets'} · Draw{' '}
                {formatDateTime(product?.draw_date ?? line.drawDate, product?.draw_time ?? line.drawTime)}
              </Facts>
              {product ? <TicketChips tickets={product.tickets} label={`Ticket numbers for ${line.title}`} /> : null}
            </Section>
          );
        })}
        <Muted>A confirmation email is on its way{user?.email ? ` to ${user.email}` : ''}. Your tickets are always in Account › Orders.</Muted>
        {user && spendingLeft(user) === null ? (
          <Section aria-labelledby="limit-title">
            <h2 id="limit-title">Set a spending limit</h2>
            <Muted>Many customers like to set a weekly or monthly limit. You can set one, or a break, at any time.</Muted>
            <LinkRow>
              <SecondaryLink to="/account/responsible/gaming">Spending limits and breaks</SecondaryLink>
            </LinkRow>
          </Section>
        ) : null}
        <LinkRow>
          <PrimaryLink to={orderDetailPath(order.orderId)}>View this order</PrimaryLink>
          <SecondaryLink to="/account/recent/orders">All your orders</SecondaryLink>
        </LinkRow>
      </Stack>
    </Page>
  );
}
