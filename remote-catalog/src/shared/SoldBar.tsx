import styled from 'styled-components';
import { formatCount, theme } from '@shop/shared-contracts';
import { percentSold } from '../rules/catalogRules';

const Track = styled.div`
  height: 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandLight};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.brand};
`;
const BarText = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${theme.color.inkMuted};
  strong {
    color: ${theme.color.ink};
  }
`;

/** "62% sold · 1,240 / 2,000"; the bar is floor(sold / total * 100), never rounded up. */
export function SoldBar({ sold, total, hideCount = false }: { sold: number; total: number; hideCount?: boolean }) {
  const percent = percentSold(sold, total);
  return (
    <div>
      <Track role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={`${percent}% of tickets sold`}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <BarText>
        <span>
          <strong>{percent}%</strong> sold
        </span>
        {hideCount ? null : (
          <span>
            {formatCount(sold || 0)} / {formatCount(total || 0)}
          </span>
        )}
      </BarText>
    </div>
  );
}
