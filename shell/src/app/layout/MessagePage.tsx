import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Panel = styled.section`
  max-width: 620px;
  margin: 56px auto;
  padding: 40px 24px;
  text-align: center;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
`;
const Big = styled.p`
  margin: 0;
  font-family: ${theme.font.heading};
  font-size: 4rem;
  font-weight: 800;
  color: ${theme.color.accent};
`;
const Heading = styled.h1`
  margin: 0 0 12px;
  font-family: ${theme.font.heading};
  color: ${theme.color.brandDark};
`;
const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  padding: 12px 28px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: ${theme.color.onBrand};
  font-weight: 700;
  text-decoration: none;
`;

/** A full-width message with a way home: the not-found and error screens. */
export function MessagePage({ badge, title, children, testId }: { badge: string; title: string; children: ReactNode; testId: string }) {
  return (
    <Panel data-testid={testId}>
      <Big aria-hidden="true">{badge}</Big>
      <Heading>{title}</Heading>
      {children}
      <HomeLink to="/">Back to competitions</HomeLink>
    </Panel>
  );
}
