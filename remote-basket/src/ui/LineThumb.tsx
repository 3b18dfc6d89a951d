import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Img = styled.img<{ $size: number }>`
  width: 100%;
  max-width: ${(props) => props.$size}px;
  height: auto;
  aspect-ratio: 4 / 3;
  flex: none;
  object-fit: cover;
  border-radius: ${theme.radius.small};
  background: ${theme.color.brandLight};
`;

/** A competition's picture at 4:3 (fixed size, so nothing jumps). Decorative: the title is beside it. */
export function LineThumb({ src, size = 88 }: { src: string; size?: number }) {
  return <Img src={src} alt="" width={size} height={Math.round((size * 3) / 4)} loading="lazy" decoding="async" $size={size} />;
}
