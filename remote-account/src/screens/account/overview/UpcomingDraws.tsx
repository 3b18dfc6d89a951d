import { formatDate, formatTime12h, getBus } from '@shop/shared-contracts';
import { ErrorState, useUserState } from '@shop/remote-kit';
import { Card, CardTitle, Muted } from '../../../ui/styles';
import { ListEntry, PlainList } from './overviewStyles';

export const UPCOMING_DRAWS_EMPTY_TEXT = 'No upcoming draws yet. Your tickets will show here once you enter.';
export const UPCOMING_DRAWS_FAILED_TEXT = 'Your upcoming draws could not be loaded just now.';

/**
 * The customer's tickets in draws still to come, from the shell's user state. A failed load (the shell's
 * ticketsFailed) is not an empty one: it says so, and Try again asks the shell to load them again.
 */
export function UpcomingDraws() {
  const { upcomingTickets, isLoading, ticketsFailed } = useUserState();
  return (
    <Card>
      <CardTitle>Your upcoming draws</CardTitle>
      {upcomingTickets.length > 0 ? (
        <PlainList>
          {upcomingTickets.map((group) => (
            <ListEntry key={group.competition_id}>
              <strong>{group.title || 'Competition'}</strong>
              <Muted style={{ margin: 0 }}>
                Draw {formatDate(group.draw_date)} at {formatTime12h(group.draw_time)} · {group.tickets.length}{' '}
                {group.tickets.length === 1 ? 'ticket' : 'tickets'}
              </Muted>
            </ListEntry>
          ))}
        </PlainList>
      ) : isLoading ? (
        <Muted>Loading your tickets…</Muted>
      ) : ticketsFailed ? (
        <ErrorState message={UPCOMING_DRAWS_FAILED_TEXT} onRetry={() => getBus().emit({ type: 'account:reload-tickets' })} />
      ) : (
        <Muted>{UPCOMING_DRAWS_EMPTY_TEXT}</Muted>
      )}
    </Card>
  );
}
