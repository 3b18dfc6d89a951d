import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Prose = styled.div`
  line-height: 1.6;
  color: ${theme.color.ink};
  overflow-wrap: anywhere;
  h2,
  h3 {
    font-family: ${theme.font.heading};
    color: ${theme.color.brandDark};
    margin: 1.2em 0 0.4em;
  }
  h2:first-child,
  h3:first-child {
    margin-top: 0;
  }
  a {
    color: ${theme.color.brand};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** Server HTML (descriptions, legal terms, FAQ answers), sanitized by DOMPurify before it is rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
