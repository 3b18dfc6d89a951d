import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatPounds, formatTime12h, media, theme, type OrderDetail, type OrderProduct } from '@shop/shared-contracts';
import { SHIPPING_LABEL } from '../../lib/accountConstants';
import { EmptyState, ErrorState, SecondaryLink, Spinner, TicketChips, usePageTitle } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { Card, CardTitle } from '../../ui/styles';
import { orderStatusLabel, orNA } from '../../lib/accountLists';
import { useOrderDetail } from '../../lib/queries';

export const ORDER_NOT_FOUND_TEXT = 'We can’t find that order in your account.';
export const ORDER_FAILED_TEXT = 'This order could not be loaded just now.';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  margin: 0;
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dt {
    font-size: 0.85rem;
    color: ${theme.color.inkMuted};
    font-weight: 600;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    color: ${theme.color.ink};
  }
`;
const Product = styled.article`
  padding: 16px 0;
  border-top: 1px solid ${theme.color.border};
  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
    color: ${theme.color.ink};
  }
  p {
    margin: 0 0 8px;
    color: ${theme.color.inkMuted};
  }
`;
const Addresses = styled.div`
  display: grid;
  gap: 16px;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
`;
const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
  margin: 0;
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
  .grand {
    font-size: 1.2rem;
    color: ${theme.color.brandDark};
  }
`;

function addressLines(
  address: Partial<Record<'first_name' | 'last_name' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'phone' | 'email', string>>,
): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [name, address.address_1, address.address_2, address.city, address.state, address.postcode, address.phone, address.email].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

function Address({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <CardTitle as="h3">{title}</CardTitle>
      <address>{lines.length > 0 ? lines.map((line, index) => <div key={`${line}-${index}`}>{line}</div>) : 'N/A'}</address>
    </div>
  );
}

function ProductBlock({ product }: { product: OrderProduct }) {
  return (
    <Product data-testid="order-product">
      <h3>{orNA(product.title)}</h3>
      <p>
        {product.quantity} × {formatPounds(product.price)} · Draw {formatDate(product.draw_date)} at {formatTime12h(product.draw_time)}
      </p>
      {product.tickets.length > 0 ? (
        <>
          <strong>Ticket numbers</strong>
          <TicketChips tickets={product.tickets} label={`Ticket numbers for ${product.title || 'this competition'}`} />
        </>
      ) : null}
    </Product>
  );
}

export function OrderDetailView({ order }: { order: OrderDetail }) {
  const subtotal = order.product.reduce((sum, product) => sum + Number(product.price || 0) * product.quantity, 0);
  return (
    <>
      <Card>
        <Facts>
          <div>
            <dt>Status</dt>
            <dd data-testid="order-status">{orderStatusLabel(order.status)}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(order.date_created.date)}</dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>{orNA(order.payment_method_title)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatPounds(order.total)}</dd>
          </div>
        </Facts>
      </Card>
      <Card>
        <CardTitle>Competitions and tickets</CardTitle>
        {order.product.length > 0 ? order.product.map((product, index) => <ProductBlock key={`${product.title}-${index}`} product={product} />) : <p>N/A</p>}
      </Card>
      <Card>
        <Addresses>
          <Address title="Billing address" lines={addressLines(order.billing)} />
          <Address title="Shipping address" lines={addressLines(order.shipping)} />
        </Addresses>
      </Card>
      <Card>
        <CardTitle>Totals</CardTitle>
        <Totals>
          <dt>Subtotal</dt>
          <dd>{formatPounds(subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{SHIPPING_LABEL}</dd>
          <dt className="grand">Total</dt>
          <dd className="grand">{formatPounds(order.total)}</dd>
        </Totals>
      </Card>
    </>
  );
}

/** The order id from the route, or null when it is not a whole positive number. */
export function orderIdFrom(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function OrderDetailBody({ id }: { id: number | null }) {
  const detail = useOrderDetail(id);
  if (id !== null && detail.isPending) return <Spinner label="Loading your order" compact />;
  // A failed call is not a missing order: saying "not in your account" would alarm a customer who owns it.
  if (id !== null && detail.isError) return <ErrorState message={ORDER_FAILED_TEXT} onRetry={() => void detail.refetch()} />;
  if (id === null || !detail.data) {
    return (
      <EmptyState message={ORDER_NOT_FOUND_TEXT}>
        <SecondaryLink to="/account/recent/orders">See your orders</SecondaryLink>
      </EmptyState>
    );
  }
  return <OrderDetailView order={detail.data} />;
}

/** /account/recent/orders/order-detail/:order_id. Another customer's order reads as not found, with no data. */
export default function OrderDetailScreen() {
  const { order_id: param } = useParams();
  const id = orderIdFrom(param);
  usePageTitle(id ? `Order #${id}` : 'Order detail');
  return (
    <AccountLayout title={id ? `Order #${id}` : 'Order detail'}>
      <OrderDetailBody id={id} />
    </AccountLayout>
  );
}
