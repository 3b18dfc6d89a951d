import styled from 'styled-components';
import { theme, formatWholePounds, formatCount } from '@shop/shared-contracts';
import { useBusState } from '@shop/remote-kit';

const Strip = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 24px;
  height: 36px;
  padding: 0 16px;
  background: ${theme.color.brandDark};
  color: ${theme.color.onBrand};
  font-size: 0.9rem;
`;
const Figure = styled.strong`
  color: ${theme.color.accent};
`;

/**
 * Total prize value and number of winners, from the shell's winner-stats topic. The strip keeps its
 * height while the figures load, so nothing below it moves when they arrive.
 */
export function WinnerStatsStrip() {
  const stats = useBusState('shell:winner-stats')?.stats;
  if (!stats) return <Strip aria-hidden="true" />;
  return (
    <Strip data-testid="shell-winner-stats">
      <span>
        <Figure>{formatWholePounds(stats.totalPrizeValue)}</Figure> in prizes won
      </span>
      <span>
        <Figure>{formatCount(stats.totalWinner)}</Figure> happy winners
      </span>
    </Strip>
  );
}
