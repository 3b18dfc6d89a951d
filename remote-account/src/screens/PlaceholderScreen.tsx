import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Panel = styled.section`
  max-width: ${theme.layout.maxWidth};
  margin: 24px auto;
  padding: 32px 24px;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
`;
const Title = styled.h1`
  margin: 0 0 8px;
  font-family: ${theme.font.heading};
  color: ${theme.color.brandDark};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
`;
const Blurb = styled.p`
  margin: 0 0 16px;
  color: ${theme.color.inkMuted};
`;
const Version = styled.small`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandLight};
  color: ${theme.color.brand};
`;

/** A real page for a route whose screen has not been built yet: its title, purpose and the remote's version. */
export function PlaceholderScreen({ title, blurb }: { title: string; blurb: string }) {
  return (
    <Panel>
      <Title>{title}</Title>
      <Blurb>{blurb}</Blurb>
      <Version data-testid="remote-version">remote-account v{__APP_VERSION__}</Version>
    </Panel>
  );
}
