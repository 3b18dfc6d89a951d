import { formatPounds } from '@shop/shared-contracts';
import { EmptyState, ErrorState, Spinner } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { Amount, Balance, Row, RowMain, Rows } from '../../ui/lists';
import { orNA } from '../../lib/accountLists';
import { useSiteCredit } from '../../lib/queries';

export const CREDIT_EMPTY_TEXT = 'You don’t have any site credit at present.';
export const CREDIT_FAILED_TEXT = 'Your site credit could not be loaded just now.';

export function CreditView() {
  const credit = useSiteCredit();
  if (credit.isPending) return <Spinner label="Loading your site credit" compact />;
  if (credit.isError && !credit.data) return <ErrorState message={CREDIT_FAILED_TEXT} onRetry={() => void credit.refetch()} />;
  const balance = credit.data?.balance ?? 0;
  const entries = credit.data?.data ?? [];
  if (balance === 0 && entries.length === 0) return <EmptyState message={CREDIT_EMPTY_TEXT} />;
  return (
    <>
      <Balance label="Site credit" value={formatPounds(balance)} />
      {entries.length > 0 ? (
        <Rows aria-label="Site credit history">
          {entries.map((entry, index) => (
            <Row key={`${entry.date_display_human}-${index}`}>
              <RowMain>
                <strong>{orNA(entry.description)}</strong>
                <span>{orNA(entry.date_display_human)}</span>
              </RowMain>
              <Amount $tone={entry.amount < 0 ? 'minus' : 'plus'}>
                {entry.amount < 0 ? '−' : '+'}
                {formatPounds(Math.abs(entry.amount))}
              </Amount>
            </Row>
          ))}
        </Rows>
      ) : null}
    </>
  );
}

/** /account/cred: site credit, spent at checkout. */
export default function CreditScreen() {
  return (
    <AccountLayout title="Site credit" lead="Credit from instant wins and refunds. Use it at checkout.">
      <CreditView />
    </AccountLayout>
  );
}
