import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@shop/shared-contracts';

const Main = styled.section<{ $narrow: boolean }>`
  max-width: ${(props) => (props.$narrow ? '760px' : theme.layout.maxWidth)};
  margin: 0 auto;
  /* The shell's main column already holds the side gutter. */
  padding: 20px 0 40px;
  ${media.tablet} {
    padding: 32px 0 56px;
  }
`;
/** A page's h1 in the shop's heading style, for frames that lay out their own page (side navigation, a card). */
export const PageHeading = styled.h1`
  margin: 0 0 8px;
  font-family: ${theme.font.heading};
  color: ${theme.color.brandDark};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  line-height: 1.2;
`;
/** The one-line lead under a page's h1. */
export const PageLead = styled.p`
  margin: 0 0 20px;
  color: ${theme.color.inkMuted};
  font-size: 1.05rem;
`;

/** A screen's frame: one h1, an optional one-line lead, the content. Every team's pages line up. */
export function Page({ title, lead, narrow = false, children }: { title: ReactNode; lead?: ReactNode; narrow?: boolean; children?: ReactNode }) {
  return (
    <Main $narrow={narrow}>
      <PageHeading>{title}</PageHeading>
      {lead ? <PageLead>{lead}</PageLead> : null}
      {children}
    </Main>
  );
}
