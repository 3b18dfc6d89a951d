import { memo } from 'react';
import styled from 'styled-components';
import { media, theme } from '@shop/shared-contracts';
import { chipStyle } from '../shared/ui';

export interface Anchor {
  id: string;
  label: string;
}

const Nav = styled.nav`
  position: sticky;
  top: 0;
  z-index: 5;
  margin: 12px -${theme.layout.gutter} 0;
  background: rgba(244, 246, 243, 0.96);
  border-bottom: 1px solid ${theme.color.border};
  ${media.desktop} {
    position: static;
    margin: 12px 0 0;
    background: transparent;
    border-bottom: 0;
  }
`;
const Chips = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 8px ${theme.layout.gutter};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  ${media.desktop} {
    padding: 8px 0 0;
    flex-wrap: wrap;
  }
`;
const Chip = styled.a`
  ${chipStyle}
`;

/** AnchorNav: chips jumping to the home sections below; sticky and sideways-scrolling on phones. */
export const AnchorNav = memo(function AnchorNav({ anchors }: { anchors: readonly Anchor[] }) {
  return (
    <Nav aria-label="Home sections" data-testid="home-anchor-nav" data-section="anchor-nav">
      <Chips>
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <Chip
              href={`#${anchor.id}`}
              onClick={(event) => {
                const target = document.getElementById(anchor.id);
                if (!target) return;
                event.preventDefault();
                const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
                target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
                target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
              }}
            >
              {anchor.label}
            </Chip>
          </li>
        ))}
      </Chips>
    </Nav>
  );
});
