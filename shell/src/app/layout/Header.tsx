import { useState } from 'react';
import { NavLink as RouterNavLink, Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme, twoLineClamp } from '@shop/shared-contracts';
import { DeferredBasketBadge } from '../../features/basketBadge/DeferredBasketBadge';
import { useBusState } from '@shop/remote-kit';
import { Logo } from './Logo';
import { MAIN_LINKS } from './navigation';
import { WinnerStatsStrip } from './WinnerStatsStrip';

/*
 * The announcement bar keeps one height from the first paint (two lines on phones, one from tablet up),
 * whether settings have arrived or not, so the page never moves when they do.
 */
const Announcement = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  height: 48px;
  padding: 0 16px;
  overflow: hidden;
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  text-align: center;
  font-size: 0.9rem;
  font-weight: 600;
  line-height: 1.25;
  ${media.tablet} {
    height: 32px;
  }
  span {
    ${twoLineClamp}
  }
`;
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${theme.color.brand};
  box-shadow: ${theme.shadow.card};
`;
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${media.tablet} {
    gap: 12px;
  }
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 10px ${theme.layout.gutter};
`;
const Spacer = styled.div`
  flex: 1;
`;
const MenuButton = styled.button`
  display: inline-flex;
  padding: 6px;
  border: 0;
  background: transparent;
  color: ${theme.color.onBrand};
  cursor: pointer;
  ${media.desktop} {
    display: none;
  }
`;
const Nav = styled.nav<{ $open: boolean }>`
  display: ${(props) => (props.$open ? 'flex' : 'none')};
  flex-direction: column;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter} 12px;
  ${media.desktop} {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    gap: 4px;
    padding-bottom: 10px;
  }
`;
const NavItem = styled(RouterNavLink)`
  padding: 10px 12px;
  border-radius: ${theme.radius.small};
  color: ${theme.color.onBrand};
  text-decoration: none;
  font-weight: 600;
  &:hover,
  &.active {
    background: ${theme.color.brandDark};
    color: ${theme.color.accent};
  }
`;
const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 12px;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${theme.radius.pill};
  color: ${theme.color.onBrand};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  span {
    display: none;
    max-width: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${media.tablet} {
    span {
      display: inline;
    }
  }
`;

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  );
}

/**
 * The shop's header: announcement, logo, navigation, account entry and the basket team's badge (loaded
 * once the page's content is in; a plain basket link stands in until then).
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const settings = useBusState('shell:settings')?.settings;
  const announcement = settings?.announcement ?? '';
  const user = useBusState('shell:user')?.state.user ?? null;
  const accountLabel = user ? user.first_name || user.name || 'My account' : 'Sign in';

  return (
    <>
      {announcement ? (
        <Announcement data-testid="shell-announcement">
          <span>{announcement}</span>
        </Announcement>
      ) : settings ? null : (
        // Settings not in yet: hold the bar's place.
        <Announcement aria-hidden="true" />
      )}
      <Bar>
        <Inner>
          {/* Marked: a tap before the page is live is kept and replayed once it is (shell/firstTap.cjs). */}
          <MenuButton type="button" data-first-tap="header-menu" aria-label="Menu" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
            <MenuIcon />
          </MenuButton>
          <Logo />
          <Spacer />
          <AccountLink to={user ? '/account' : '/auth/login'} aria-label={accountLabel} data-testid="shell-account-link">
            <PersonIcon />
            <span>{accountLabel}</span>
          </AccountLink>
          <DeferredBasketBadge />
        </Inner>
        <Nav $open={menuOpen} aria-label="Main" onClick={() => setMenuOpen(false)}>
          {MAIN_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to}>
              {link.label}
            </NavItem>
          ))}
        </Nav>
      </Bar>
      <WinnerStatsStrip />
    </>
  );
}
