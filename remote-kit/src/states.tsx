import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { secondaryButton } from './ui/buttons';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerWrap = styled.div<{ $compact: boolean }>`
  display: flex;
  min-height: ${(props) => (props.$compact ? '96px' : '40vh')};
  align-items: center;
  justify-content: center;
`;
const Ring = styled.div`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 4px solid ${theme.color.brandLight};
  border-top-color: ${theme.color.brand};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** The spinner shown while a section or page loads. `compact` for a section. */
export function Spinner({ label = 'Loading', compact = false }: { label?: string; compact?: boolean }) {
  return (
    <SpinnerWrap role="status" aria-label={label} data-testid="spinner" $compact={compact}>
      <Ring />
    </SpinnerWrap>
  );
}

const Panel = styled.div<{ $tone: 'neutral' | 'error' }>`
  margin: 16px 0;
  padding: 28px 20px;
  border-radius: ${theme.radius.medium};
  background: ${(props) => (props.$tone === 'error' ? '#fdf1f0' : theme.color.surface)};
  border: 1px solid ${(props) => (props.$tone === 'error' ? '#f1c6c2' : theme.color.border)};
  text-align: center;
  color: ${theme.color.ink};
`;
const Message = styled.p`
  margin: 0 0 12px;
  font-size: 1.05rem;
  font-weight: 600;
`;
const Action = styled.button`
  ${secondaryButton}
`;

/** One sentence on what is missing and, where there is one, one helpful action. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Panel $tone="neutral" data-testid="empty-state">
      <Message>{message}</Message>
      {children}
    </Panel>
  );
}

/** A section whose data could not be loaded: a short message and Try again. The rest of the page stays. */
export function ErrorState({ message = 'This could not be loaded just now.', onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <Panel $tone="error" role="alert" data-testid="error-state">
      <Message>{message}</Message>
      {onRetry ? (
        <Action type="button" onClick={onRetry}>
          Try again
        </Action>
      ) : null}
    </Panel>
  );
}
