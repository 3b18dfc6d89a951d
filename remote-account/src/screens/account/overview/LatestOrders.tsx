import { Link } from 'react-router-dom';
import { orderDetailPath } from '@shop/shared-contracts';
import { ErrorState } from '@shop/remote-kit';
import { Card, CardTitle, Muted } from '../../../ui/styles';
import { displayDate, ORDERS_EMPTY_TEXT, ORDERS_FAILED_TEXT, orderStatusLabel } from '../../../lib/accountLists';
import { useOrders } from '../../../lib/queries';
import { ListEntry, PlainList } from './overviewStyles';

/** The three latest orders, each linking to its detail. */
export function LatestOrders() {
  const orders = useOrders();
  const latest = orders.data?.pages[0]?.data.slice(0, 3) ?? [];
  return (
    <Card>
      <CardTitle>Latest orders</CardTitle>
      {orders.isPending ? (
        <Muted>Loading your orders…</Muted>
      ) : orders.isError && !orders.data ? (
        <ErrorState message={ORDERS_FAILED_TEXT} onRetry={() => void orders.refetch()} />
      ) : latest.length === 0 ? (
        <Muted>{ORDERS_EMPTY_TEXT}</Muted>
      ) : (
        <PlainList>
          {latest.map((order) => (
            <ListEntry key={order.order_id_}>
              <Link to={orderDetailPath(order.order_id_)}>
                <strong>Order #{order.order_id_}</strong>
              </Link>
              <Muted style={{ margin: 0 }}>
                {displayDate(order.order_date)} · {orderStatusLabel(order.order_status)}
              </Muted>
            </ListEntry>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
