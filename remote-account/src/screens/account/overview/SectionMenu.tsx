import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPounds, media, theme } from '@shop/shared-contracts';
import { IconDisc, insetFocusRing } from '@shop/remote-kit';
import { ACCOUNT_SECTIONS, SignOutControl } from '../../../ui/AccountLayout';
import { useCoupons, usePointsSummary, useSiteCredit } from '../../../lib/queries';

const SectionList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  overflow: hidden;
  ${media.desktop} {
    display: none;
  }
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;
const SectionLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 16px;
  color: ${theme.color.ink};
  text-decoration: none;
  font-weight: 600;
  &::after {
    content: '›';
    margin-left: auto;
    font-size: 1.4rem;
    color: ${theme.color.inkMuted};
  }
  ${insetFocusRing}
  small {
    display: block;
    font-weight: 400;
    color: ${theme.color.inkMuted};
  }
`;

/** Each section's line under its name; a balance only once it is known. */
function useSectionSummaries(): Record<string, string> {
  const points = usePointsSummary();
  const credit = useSiteCredit();
  const coupons = useCoupons();
  return {
    '/account/recent/orders': 'Orders, tickets and draw dates',
    '/account/points': points.data ? `${points.data.points} points` : 'Your points balance',
    '/account/cred': credit.data ? `${formatPounds(credit.data.balance)} to spend` : 'Your site credit',
    '/account/coupons': coupons.data ? `${coupons.data.length} ${coupons.data.length === 1 ? 'coupon' : 'coupons'}` : 'Codes to use at checkout',
    '/account/details': 'Name, email and password',
    '/account/billing': 'Your billing address',
    '/account/financial-details': 'Where we pay cash prizes',
    '/account/responsible/gaming': 'Spending limit and breaks',
  };
}

/** On a phone the overview is the account's navigation: every section with a summary, then Sign out. */
export function SectionMenu() {
  const summaries = useSectionSummaries();
  return (
    <SectionList aria-label="Account sections">
      {ACCOUNT_SECTIONS.filter((section) => section.to !== '/account').map((section) => (
        <li key={section.to}>
          <SectionLink to={section.to}>
            <IconDisc aria-hidden="true">{section.icon}</IconDisc>
            <span>
              {section.label}
              <small>{summaries[section.to]}</small>
            </span>
          </SectionLink>
        </li>
      ))}
      <li>
        <SignOutControl />
      </li>
    </SectionList>
  );
}
