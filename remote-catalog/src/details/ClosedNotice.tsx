import styled from 'styled-components';
import { theme, type Competition } from '@shop/shared-contracts';
import { SecondaryLink } from '@shop/remote-kit';
import { isFinished, isSoldOut } from '../rules/catalogRules';

const Closed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  p {
    margin: 0;
    font-weight: 800;
    font-size: 1.15rem;
    color: ${theme.color.brandDark};
  }
`;

function closedReason(competition: Competition, now: number): string {
  if (isSoldOut(competition)) return 'Sold out: every ticket has been taken.';
  if (competition.status === 'drawn') return 'This competition has been drawn.';
  if (isFinished(competition, now)) return 'Entries for this competition are closed.';
  return 'Tickets for this competition are not on sale at the moment.';
}

/** In place of the entry panel when tickets cannot be bought: why, and where to go instead. */
export function ClosedNotice({ competition, now }: { competition: Competition; now: number }) {
  return (
    <Closed data-testid="entry-closed" role="status">
      <p>{closedReason(competition, now)}</p>
      <SecondaryLink to="/draw/results">View results</SecondaryLink>
      <SecondaryLink to="/competitions/all">See open competitions</SecondaryLink>
    </Closed>
  );
}
