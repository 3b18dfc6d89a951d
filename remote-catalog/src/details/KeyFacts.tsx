import styled from 'styled-components';
import { formatDate, formatDateTime, formatPounds, theme, ticketsRemaining, type Competition, formatCount } from '@shop/shared-contracts';
import { isSaleActive } from '../rules/catalogRules';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  margin: 0;
  border-top: 1px solid ${theme.color.border};
  dt,
  dd {
    margin: 0;
    padding: 10px 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  dt {
    color: ${theme.color.inkMuted};
  }
  dd {
    font-weight: 700;
    color: ${theme.color.ink};
    text-align: right;
  }
  s {
    color: ${theme.color.inkMuted};
    font-weight: 400;
    margin-right: 6px;
  }
`;

const count = (value: number) => (Number.isFinite(value) && value > 0 ? formatCount(value) : 'N/A');

/**
 * Significant conditions before purchase (CAP Code 8.17): price and sale window, tickets, the maximum per
 * person, closing and draw times, how it is drawn, and the odds with one ticket.
 */
export function KeyFacts({ competition, now, drawInfo }: { competition: Competition; now: number; drawInfo: string }) {
  const sale = isSaleActive(competition, now);
  const remaining = ticketsRemaining(competition);
  return (
    <List data-testid="key-facts">
      <dt>Price per ticket</dt>
      <dd>
        {sale ? (
          <>
            <s>{formatPounds(competition.price_per_ticket)}</s>
            {formatPounds(competition.sale_price)}
          </>
        ) : (
          formatPounds(competition.price_per_ticket)
        )}
      </dd>
      {sale ? (
        <>
          <dt>Sale price ends</dt>
          <dd>{formatDateTime(competition.sale_end_date, competition.sale_end_time || '23:59')}</dd>
        </>
      ) : null}
      {competition.hide_ticket_count ? null : (
        <>
          <dt>Total tickets</dt>
          <dd>{count(competition.total_sell_tickets)}</dd>
          <dt>Tickets remaining</dt>
          <dd data-testid="tickets-remaining">{formatCount(remaining)}</dd>
        </>
      )}
      <dt>Max per person</dt>
      {/* A maximum of 0 is a cap of 0 (shared-contracts' customerAllowance), so it shows as 0, not N/A. */}
      <dd data-testid="max-per-person">
        {Number.isFinite(competition.max_ticket_per_user) ? formatCount(Math.max(0, competition.max_ticket_per_user)) : 'N/A'}
      </dd>
      <dt>Closes</dt>
      <dd>{formatDateTime(competition.closing_date, competition.closing_time)}</dd>
      <dt>Draw date</dt>
      <dd data-testid="draw-date">{formatDate(competition.draw_date)}</dd>
      <dt>Draw time</dt>
      <dd>{formatDateTime(competition.draw_date, competition.draw_time).split(', ').pop()}</dd>
      <dt>How it is drawn</dt>
      <dd>{drawInfo || 'Drawn live by random number generator'}</dd>
      {competition.total_sell_tickets > 0 ? (
        <>
          <dt>Odds with one ticket</dt>
          <dd>1 in {formatCount(competition.total_sell_tickets)} at worst</dd>
        </>
      ) : null}
    </List>
  );
}
