import styled, { keyframes } from 'styled-components';
import { theme } from '@shop/shared-contracts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  min-height: 40vh;
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
`;

/** The spinner shown while a section or page loads (spec section 2). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Wrap role="status" aria-label={label} data-testid="shell-spinner">
      <Ring />
    </Wrap>
  );
}
