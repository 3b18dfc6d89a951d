import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount, formatPounds, theme, type User } from '@shop/shared-contracts';
import { focusRing, headingType } from '@shop/remote-kit';
import { useCoupons, usePointsSummary, useSiteCredit } from '../../../lib/queries';

const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin-bottom: 16px;
`;
const StatTile = styled(Link)`
  display: block;
  padding: 14px 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  text-decoration: none;
  color: ${theme.color.ink};
  span {
    display: block;
    font-size: 0.85rem;
    color: ${theme.color.inkMuted};
    font-weight: 600;
  }
  strong {
    display: block;
    margin-top: 4px;
    ${headingType('1.35rem', theme.color.brandDark)}
  }
  ${focusRing}
`;

/** Points, site credit and coupons at a glance; a figure not (yet) known shows a dash, never a zero. */
export function AccountStats({ user }: { user: User }) {
  const points = usePointsSummary();
  const credit = useSiteCredit();
  const coupons = useCoupons();
  return (
    <StatGrid>
      <StatTile to="/account/points">
        <span>Points</span>
        <strong data-testid="overview-points">{points.data ? formatCount(points.data.points) : '–'}</strong>
      </StatTile>
      <StatTile to="/account/cred">
        <span>Site credit</span>
        <strong data-testid="overview-credit">{credit.data ? formatPounds(credit.data.balance) : formatPounds(user.site_credit)}</strong>
      </StatTile>
      <StatTile to="/account/coupons">
        <span>Coupons</span>
        <strong data-testid="overview-coupons">{coupons.data ? coupons.data.length : '–'}</strong>
      </StatTile>
    </StatGrid>
  );
}
