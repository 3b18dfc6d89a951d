import styled from 'styled-components';
import { formatPounds, percentSold, theme, type Competition } from '@shop/shared-contracts';

const Group = styled.details`
  margin-bottom: 10px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  summary {
    display: flex;
    justify-content: space-between;
    gap: 10px;
    min-height: 48px;
    align-items: center;
    padding: 10px 14px;
    font-weight: 800;
    cursor: pointer;
    color: ${theme.color.brandDark};
  }
  summary:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;
const Tickets = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0 14px 14px;
  list-style: none;
`;
const Ticket = styled.li<{ $won: boolean }>`
  padding: 6px 10px;
  border-radius: ${theme.radius.small};
  border: 1px solid ${(p) => (p.$won ? theme.color.inkMuted : theme.color.brand)};
  background: ${(p) => (p.$won ? theme.color.page : theme.color.brandLight)};
  font-size: 0.88rem;
  font-variant-numeric: tabular-nums;
  s {
    color: ${theme.color.inkMuted};
  }
`;
const Summary = styled.p`
  margin: 0 0 12px;
  font-weight: 700;
  color: ${theme.color.inkMuted};
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.medium};
  overflow: hidden;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${theme.color.border};
  }
  th {
    background: ${theme.color.brandLight};
    color: ${theme.color.brandDark};
    font-size: 0.9rem;
  }
`;

/** Instant wins grouped by prize: each ticket number, won (by whom) or still to be won; a count on top. */
export function InstantWinsTable({ competition }: { competition: Competition }) {
  const prizes = competition.instant_wins;
  const total = prizes.reduce((sum, prize) => sum + prize.ticket_numbers.length, 0);
  const won = prizes.reduce((sum, prize) => sum + prize.won.length, 0);
  if (!prizes.length) return <Summary>The instant-win prizes will be listed here.</Summary>;
  return (
    <div data-testid="instant-wins-table">
      <Summary>
        {won} of {total} instant wins won
      </Summary>
      {prizes.map((prize, index) => {
        const winners = new Map(prize.won.map((entry) => [entry.ticket_number, entry.user]));
        return (
          <Group key={prize.id} open={index === 0}>
            <summary>
              <span>
                {prize.title}
                {prize.prize_value ? ` (${formatPounds(prize.prize_value)})` : ''}
              </span>
              <span>
                {prize.won.length} of {prize.ticket_numbers.length} won
              </span>
            </summary>
            <Tickets aria-label={`Winning tickets for ${prize.title}`}>
              {prize.ticket_numbers.map((ticket) => {
                const winner = winners.get(ticket);
                return (
                  <Ticket key={ticket} $won={winner !== undefined}>
                    {winner !== undefined ? (
                      <>
                        <s>#{ticket}</s> Won by {winner || 'a customer'}
                      </>
                    ) : (
                      <>#{ticket} · Still to be won</>
                    )}
                  </Ticket>
                );
              })}
            </Tickets>
          </Group>
        );
      })}
    </div>
  );
}

/** Reward wins: drawn when the sold percentage is reached; locked, unlocked, or won with the ticket. */
export function RewardWinsTable({ competition, info }: { competition: Competition; info: string }) {
  const sold = percentSold(competition.total_ticket_sold, competition.total_sell_tickets);
  return (
    <div data-testid="reward-wins-table">
      {info ? <Summary>{info}</Summary> : null}
      <Table>
        <thead>
          <tr>
            <th scope="col">At</th>
            <th scope="col">Prize</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {competition.reward_wins.map((reward) => (
            <tr key={reward.id}>
              <td>{reward.percent}% sold</td>
              <td>
                {reward.title}
                {reward.prize_value ? ` (${formatPounds(reward.prize_value)})` : ''}
              </td>
              <td>
                {reward.winner
                  ? `Won by ${reward.winner.user || 'a customer'}, ticket #${reward.winner.ticket_number}`
                  : sold >= reward.percent
                    ? 'Unlocked, draw pending'
                    : 'Locked'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
