import styled from 'styled-components';
import { formatPounds, theme, type Competition } from '@shop/shared-contracts';
import { percentSold } from '../rules/catalogRules';

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
