import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, headingType, spreadRow } from '@shop/remote-kit';
import { media, theme } from '@shop/shared-contracts';

/**
 * The shell's main column already sets the page width and gutter; sections only space themselves.
 * A section away from the screen is neither laid out nor painted, nor are its lazy pictures fetched, until
 * the customer scrolls near it (content-visibility: auto), so the first frame of a long page lays out only
 * what is on screen. Until then it keeps a place the height of a phone's row of cards; once shown, the
 * browser remembers its real height (`auto`). Paint containment comes with it: the clip margin keeps the
 * focus rings and shadows of the cards at its edges.
 */
const SectionBlock = styled.section`
  padding: 28px 0 8px;
  scroll-margin-top: 72px;
  content-visibility: auto;
  contain-intrinsic-size: auto 510px;
  overflow-clip-margin: 12px;
  ${media.tablet} {
    padding: 36px 0 8px;
  }
`;
const SectionHead = styled.div`
  ${spreadRow('baseline')}
  gap: 12px;
  margin-bottom: 14px;
  h2 {
    margin: 0;
    ${headingType('clamp(1.3rem, 3.2vw, 1.75rem)', theme.color.brandDark)}
  }
`;
const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.color.brand};
  font-weight: 700;
  white-space: nowrap;
  ${focusRing}
`;

/** A home or page section: an h2, an optional "See all" link, the content. */
interface SectionProps {
  id?: string;
  title: string;
  seeAll?: string;
  children: ReactNode;
  testId?: string;
  sectionRef?: Ref<HTMLElement>;
}

export function Section({ id, title, seeAll, children, testId, sectionRef }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <SectionBlock ref={sectionRef} id={id} aria-labelledby={headingId} data-testid={testId}>
      <SectionHead>
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {seeAll ? (
          <SeeAll to={seeAll} aria-label={`See all: ${title}`}>
            See all
          </SeeAll>
        ) : null}
      </SectionHead>
      {children}
    </SectionBlock>
  );
}
