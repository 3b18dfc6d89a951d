import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

/**
 * A decorative mark (a plain text glyph or a step number) in a small round disc. The text next to it
 * always carries the meaning, so give it aria-hidden="true".
 */
export const IconDisc = styled.span<{ $size?: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(props) => props.$size ?? 28}px;
  height: ${(props) => props.$size ?? 28}px;
  border-radius: 50%;
  background: ${theme.color.brandLight};
  color: ${theme.color.brandDark};
  font-weight: 800;
  font-size: 0.95rem;
`;
