import styled from 'styled-components';
import { formatPounds, theme, type User } from '@shop/shared-contracts';
import { Card, CardTitle, Muted } from '../../../ui/styles';
import { describeLimit, pendingLimitText, PERIOD_WORDS } from '../../../lib/responsibleGaming';

const Bar = styled.div`
  height: 12px;
  border-radius: 6px;
  background: ${theme.color.brandLight};
  overflow: hidden;
  margin: 8px 0;
  span {
    display: block;
    height: 100%;
    background: ${theme.color.brand};
  }
`;
const Pending = styled.p`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-left: 4px solid ${theme.color.accentDark};
  background: ${theme.color.brandLight};
  font-weight: 600;
`;

/** The limit in force, a change waiting out its cooling-off, and how much of the limit is spent. */
export function SpendingCard({ user }: { user: User }) {
  const spent = user.current_spending;
  const pending = pendingLimitText(user);
  const share = user.limit_value > 0 ? Math.min(100, Math.round((spent / user.limit_value) * 100)) : 0;
  return (
    <Card>
      <CardTitle>Your spending</CardTitle>
      <p>
        <strong>{describeLimit(user)}</strong>
      </p>
      {pending ? (
        <Pending role="status" data-testid="pending-limit">
          {pending}
        </Pending>
      ) : null}
      {user.limit_duration ? (
        <>
          <Bar role="img" aria-label={`${share}% of your limit used`}>
            <span style={{ width: `${share}%` }} />
          </Bar>
          <Muted>
            {formatPounds(spent)} of {formatPounds(user.limit_value)} spent {PERIOD_WORDS[user.limit_duration] ?? 'this period'}.
          </Muted>
        </>
      ) : (
        <Muted>{formatPounds(spent)} spent so far. A limit helps you stay in control.</Muted>
      )}
    </Card>
  );
}
