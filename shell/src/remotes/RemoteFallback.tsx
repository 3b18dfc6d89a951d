import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Panel = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
`;
const Heading = styled.h2`
  margin: 0 0 8px;
  font-family: ${theme.font.heading};
  color: ${theme.color.brandDark};
`;
const Text = styled.p`
  margin: 0 0 20px;
  color: ${theme.color.inkMuted};
`;
const RetryButton = styled.button`
  padding: 12px 28px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: ${theme.color.onBrand};
  font-weight: 700;
  font-size: 1rem;
  cursor: pointer;
  &:hover {
    background: ${theme.color.brandDark};
  }
`;

/** Shown in a remote's slot when it is down, slow, refused or throws: only that slot, with a retry. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <Panel role="alert" data-testid="remote-fallback" data-remote={remote}>
      <Heading>This part of the shop is taking a break</Heading>
      <Text>We couldn&apos;t load this page just now. The rest of the site is working; please try again in a moment.</Text>
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Panel>
  );
}
