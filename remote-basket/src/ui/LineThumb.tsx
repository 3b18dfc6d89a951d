import styled, { css } from 'styled-components';
import { theme } from '@shop/shared-contracts';

const frame = css<{ $size: number }>`
  width: 100%;
  max-width: ${(props) => props.$size}px;
  height: auto;
  aspect-ratio: 4 / 3;
  flex: none;
  border-radius: ${theme.radius.small};
  background: ${theme.color.brandLight};
`;
const Img = styled.img<{ $size: number }>`
  ${frame}
  object-fit: cover;
`;
/** Stands in for a competition without a picture (e.g. a real WooCommerce product with no image). */
const Blank = styled.span<{ $size: number }>`
  ${frame}
  display: block;
`;

/** A competition's picture at 4:3 (fixed size, so nothing jumps). Decorative: the title is beside it. */
export function LineThumb({ src, size = 88 }: { src: string; size?: number }) {
  if (!src.trim()) return <Blank $size={size} aria-hidden="true" />;
  return <Img src={src} alt="" width={size} height={Math.round((size * 3) / 4)} loading="lazy" decoding="async" $size={size} />;
}
