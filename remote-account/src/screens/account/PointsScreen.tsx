import { formatCount } from '@shop/shared-contracts';
import { EmptyState, ErrorState, SecondaryLink, Spinner, useBusState } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { Amount, Balance, LoadMore, Row, RowMain, Rows } from '../../ui/lists';
import { orNA, pointsLabel } from '../../lib/accountLists';
import { usePointsLog } from '../../lib/queries';

export const POINTS_EMPTY_TEXT = 'YOUR POINTS BALANCE IS 0 UNTIL YOU PLACE AN ORDER';
export const POINTS_FAILED_TEXT = 'Your points could not be loaded just now.';

export function PointsView() {
  const points = usePointsLog();
  // A failed fetch is only logged; the spinner ends. A failed balance is not a zero one, so
  // the empty text would not be true: a short line and Try again instead.
  if (points.isPending) return <Spinner label="Loading your points" compact />;
  if (points.isError && !points.data) return <ErrorState message={POINTS_FAILED_TEXT} onRetry={() => void points.refetch()} />;
  const pages = points.data?.pages ?? [];
  const logs = pages.flatMap((page) => page.logs);
  const balance = pages[0]?.points ?? 0;
  if (logs.length === 0 && balance === 0) {
    return (
      <EmptyState message={POINTS_EMPTY_TEXT}>
        <SecondaryLink to="/competitions/all">See competitions</SecondaryLink>
      </EmptyState>
    );
  }
  return (
    <>
      <Balance label="Points balance" value={formatCount(balance)} />
      <Rows aria-label="Points history">
        {logs.map((entry, index) => (
          <Row key={`${entry.date_display_human}-${index}`} data-testid="points-row">
            <RowMain>
              <strong>{orNA(entry.description)}</strong>
              <span>{orNA(entry.date_display_human)}</span>
            </RowMain>
            <Amount $tone={entry.type === 'order-redeem' ? 'minus' : 'plus'}>{pointsLabel(entry)} points</Amount>
          </Row>
        ))}
      </Rows>
      <LoadMore hasMore={points.hasNextPage} loading={points.isFetchingNextPage} onLoad={() => void points.fetchNextPage()} />
    </>
  );
}

/** /account/points: how points are earned (the operator's rule, from the settings; none when not given), balance and history, ten at a time. */
export default function PointsScreen() {
  const pointsRule = useBusState('shell:settings')?.settings.points_rule;
  return (
    <AccountLayout title="Points" lead={pointsRule}>
      <PointsView />
    </AccountLayout>
  );
}
