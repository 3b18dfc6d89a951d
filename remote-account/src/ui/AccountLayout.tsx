import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from '@shop/shared-contracts';
import { IconDisc, insetFocusRing, PageHeading, PageLead, Spinner, TextButton, useUserState } from '@shop/remote-kit';
import { signInPathFor } from '../lib/redirect';
import { useSignOut } from '../lib/useSignOut';
import { StaffBanner } from './StaffBanner';
import { TextLink } from './styles';

export interface AccountSection {
  to: string;
  label: string;
  /** A decorative mark; the label always carries the meaning. */
  icon: string;
}

/** Every account section, in the order of the navigation. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { to: '/account', label: 'Overview', icon: '⌂' },
  { to: '/account/recent/orders', label: 'Orders', icon: '≡' },
  { to: '/account/points', label: 'Points', icon: '★' },
  { to: '/account/cred', label: 'Site credit', icon: '£' },
  { to: '/account/coupons', label: 'Coupons', icon: '%' },
  { to: '/account/details', label: 'Account details', icon: '✎' },
  { to: '/account/billing', label: 'Billing details', icon: '✉' },
  { to: '/account/financial-details', label: 'Bank details', icon: '#' },
  { to: '/account/responsible/gaming', label: 'Responsible gaming', icon: '♥' },
];

const Frame = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 16px ${theme.layout.gutter} 48px;
  ${media.desktop} {
    display: grid;
    grid-template-columns: 240px 1fr;
    gap: 32px;
    padding: 32px 24px 64px;
  }
`;
const SideNav = styled.nav`
  display: none;
  ${media.desktop} {
    display: block;
    align-self: start;
    position: sticky;
    top: 96px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.medium};
    padding: 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${theme.radius.small};
  color: ${theme.color.ink};
  text-decoration: none;
  font-weight: 600;
  &.active {
    background: ${theme.color.brandLight};
    color: ${theme.color.brandDark};
    box-shadow: inset 4px 0 0 ${theme.color.brand};
  }
  &:hover {
    background: ${theme.color.page};
  }
  ${insetFocusRing}
`;
const SignOutButton = styled(TextButton)`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 0 12px;
  color: ${theme.color.danger};
  font-weight: 700;
  text-align: left;
  text-decoration: none;
  ${insetFocusRing}
`;
const Content = styled.div`
  min-width: 0;
`;
const BackRow = styled.div`
  margin-bottom: 4px;
  ${media.desktop} {
    display: none;
  }
`;

export function SignOutControl() {
  const { signOut, signingOut } = useSignOut();
  return (
    <SignOutButton type="button" onClick={() => void signOut()} disabled={signingOut}>
      <span aria-hidden="true">↩</span> {signingOut ? 'Signing out…' : 'Sign out'}
    </SignOutButton>
  );
}

/**
 * Signed-out visitors to any /account path go to sign in and come back (spec route guard); the spinner
 * shows until the shell's start-up check has finished, so a signed-in customer is never bounced.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, authChecked } = useUserState();
  const location = useLocation();
  if (user) return <>{children}</>;
  if (!authChecked) return <Spinner label="Checking your account" />;
  return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
}

/**
 * The frame of every /account screen: desktop has the section navigation on the left; on a phone the
 * overview is the navigation and every other section has a back link to it.
 */
export function AccountLayout({
  title,
  lead,
  children,
  isOverview = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  isOverview?: boolean;
}) {
  return (
    <RequireSignIn>
      <StaffBanner />
      <Frame>
        <SideNav aria-label="My account">
          <ul>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section.to}>
                <SideLink to={section.to} end>
                  <IconDisc aria-hidden="true">{section.icon}</IconDisc>
                  {section.label}
                </SideLink>
              </li>
            ))}
            <li>
              <SignOutControl />
            </li>
          </ul>
        </SideNav>
        <Content>
          {isOverview ? null : (
            <BackRow>
              <TextLink to="/account">← My account</TextLink>
            </BackRow>
          )}
          <PageHeading>{title}</PageHeading>
          {lead ? <PageLead>{lead}</PageLead> : null}
          {children}
        </Content>
      </Frame>
    </RequireSignIn>
  );
}
