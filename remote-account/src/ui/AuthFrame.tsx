import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@shop/shared-contracts';
import { PageHeading, PageLead } from '@shop/remote-kit';

const Wrap = styled.div`
  max-width: 520px;
  margin: 0 auto;
  padding: 20px ${theme.layout.gutter} 48px;
  ${media.tablet} {
    padding: 40px 24px 64px;
  }
`;
const Panel = styled.div`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow.card};
  padding: 24px 18px;
  ${media.tablet} {
    padding: 32px;
  }
`;
const Footnote = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 0.92rem;
  color: ${theme.color.inkMuted};
`;

/** The frame of the sign-in screens: one centred card, a heading, a lead line and an 18+ note. */
export function AuthFrame({ title, lead, children, above }: { title: ReactNode; lead?: ReactNode; children: ReactNode; above?: ReactNode }) {
  return (
    <Wrap>
      {above}
      <Panel>
        <PageHeading>{title}</PageHeading>
        {lead ? <PageLead>{lead}</PageLead> : null}
        {children}
      </Panel>
      <Footnote>18+ only. Please play responsibly.</Footnote>
    </Wrap>
  );
}

export const Notice = styled.p<{ $tone?: 'info' | 'error' | 'success' }>`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${theme.radius.small};
  border-left: 4px solid ${(props) => (props.$tone === 'error' ? theme.color.danger : props.$tone === 'success' ? theme.color.success : theme.color.brand)};
  background: ${(props) => (props.$tone === 'error' ? '#fdf1f0' : theme.color.brandLight)};
  color: ${theme.color.ink};
`;

/** A failed call's message above a form; nothing when there is none. */
export function ErrorNotice({ message }: { message: string }) {
  return message ? (
    <Notice $tone="error" role="alert">
      {message}
    </Notice>
  ) : null;
}
