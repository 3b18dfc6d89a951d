import { css } from 'styled-components';
import { theme } from '@shop/shared-contracts';

/** A title's type: the heading font at a size and in a colour (section, panel and dialog titles). */
export const headingType = (size: string, color: string) => css`
  font-family: ${theme.font.heading};
  font-size: ${size};
  color: ${color};
`;

/** Running text at a size and in a colour (notes, hints, counts, small titles). */
export const textType = (size: string, color: string) => css`
  font-size: ${size};
  color: ${color};
`;

/** A row whose first and last children sit at its two ends (a title and its link or close button). */
export const spreadRow = (align: 'center' | 'baseline') => css`
  display: flex;
  align-items: ${align};
  justify-content: space-between;
`;

/** A box drawn with the theme's hairline border. */
export const outlinedBox = (radius: string, background: string) => css`
  border: 1px solid ${theme.color.border};
  border-radius: ${radius};
  background: ${background};
`;
