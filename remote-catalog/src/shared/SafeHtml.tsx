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

/**
 * DOMPurify's HTML profile, with every id and name prefixed `user-content-`: server HTML is rendered inside
 * #root, before the page's own elements, so an id it chose (`shop-page-state`, the cookie notice's) would be
 * the one `getElementById` finds, and the page would read the server's text as its own state or controls.
 */
const SAFE_HTML_CONFIG = { USE_PROFILES: { html: true }, SANITIZE_NAMED_PROPS: true } as const;

/** Server HTML (descriptions, legal terms, FAQ answers), sanitized by DOMPurify before it is rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', SAFE_HTML_CONFIG), [html]);
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
