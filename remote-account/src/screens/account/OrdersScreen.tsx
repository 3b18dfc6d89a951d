import styled from 'styled-components';
import { media, orderDetailPath, theme, type OrderListItem } from '@shop/shared-contracts';
import { EmptyState, ErrorState, SecondaryLink, Spinner } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { LoadMore, Row, RowMain, Rows } from '../../ui/lists';
import { displayDate, ORDERS_EMPTY_TEXT, ORDERS_FAILED_TEXT, orderStatusLabel, sanitizeHtml } from '../../lib/accountLists';
import { useOrders } from '../../lib/queries';

const Status = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandLight};
  color: ${theme.color.brandDark} !important;
  font-weight: 700;
  font-size: 0.85rem !important;
  text-transform: capitalize;
`;
const Total = styled.span`
  font-weight: 800;
  color: ${theme.color.ink};
  ${media.tablet} {
    min-width: 90px;
    text-align: right;
  }
`;
const Table = styled.table`
  display: none;
  ${media.tablet} {
    display: table;
    width: 100%;
    border-collapse: collapse;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.medium};
  }
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    border-bottom: 1px solid ${theme.color.border};
  }
  th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.color.inkMuted};
  }
`;
const PhoneOnly = styled.div`
  ${media.tablet} {
    display: none;
  }
`;

/** order_total is server HTML: sanitized before it is rendered. */
export function OrderTotal({ html }: { html: string }) {
  return <Total dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) || 'N/A' }} />;
}

export function OrdersView() {
  const orders = useOrders();
  if (orders.isPending) return <Spinner label="Loading your orders" compact />;
  // A failed list is not an empty one: "no orders" would not be true.
  if (orders.isError && !orders.data) return <ErrorState message={ORDERS_FAILED_TEXT} onRetry={() => void orders.refetch()} />;
  const list: OrderListItem[] = orders.data?.pages.flatMap((page) => page.data) ?? [];
  if (list.length === 0) return <EmptyState message={ORDERS_EMPTY_TEXT} />;
  return (
    <>
      <Table aria-label="Your orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Items</th>
            <th scope="col">Paid by</th>
            <th scope="col">Total</th>
            <th scope="col">
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((order) => (
            <tr key={order.order_id_} data-testid="order-row">
              <td>#{order.order_id_}</td>
              <td>{displayDate(order.order_date)}</td>
              <td>
                <Status>{orderStatusLabel(order.order_status)}</Status>
              </td>
              <td>{order.item_count}</td>
              <td data-testid="order-payment">{order.payment_method_title ?? ''}</td>
              <td>
                <OrderTotal html={order.order_total} />
              </td>
              <td>
                <SecondaryLink to={orderDetailPath(order.order_id_)} aria-label={`View order ${order.order_id_}`}>
                  View
                </SecondaryLink>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <PhoneOnly>
        <Rows aria-label="Your orders">
          {list.map((order) => (
            <Row key={order.order_id_} data-testid="order-card">
              <RowMain>
                <strong>Order #{order.order_id_}</strong>
                <span>
                  {displayDate(order.order_date)} · {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
                  {order.payment_method_title ? ` · ${order.payment_method_title}` : ''}
                </span>
                <div>
                  <Status>{orderStatusLabel(order.order_status)}</Status>
                </div>
              </RowMain>
              <OrderTotal html={order.order_total} />
              <SecondaryLink to={orderDetailPath(order.order_id_)} aria-label={`View order ${order.order_id_}`}>
                View
              </SecondaryLink>
            </Row>
          ))}
        </Rows>
      </PhoneOnly>
      <LoadMore hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onLoad={() => void orders.fetchNextPage()} />
    </>
  );
}

/** /account/recent/orders: every order, ten at a time. */
export default function OrdersScreen() {
  return (
    <AccountLayout title="Orders" lead="Every order you've placed, newest first.">
      <OrdersView />
    </AccountLayout>
  );
}
