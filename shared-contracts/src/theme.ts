/**
 * Design tokens shared by every app (styled-components theme). Deep water greens with a brass accent:
 * an angling shop, not a casino.
 */
export const theme = {
  color: {
    brand: '#0f5b4f',
    brandDark: '#0a3f37',
    brandLight: '#e3f1ed',
    accent: '#f2b632',
    accentDark: '#c98f12',
    ink: '#14201d',
    inkMuted: '#55645f',
    surface: '#ffffff',
    page: '#f4f6f3',
    border: '#dde4e0',
    danger: '#c2372f',
    success: '#1d8a4e',
    onBrand: '#ffffff',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
    heading: "'Montserrat', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
  },
  radius: { small: '6px', medium: '12px', large: '20px', pill: '999px' },
  shadow: {
    card: '0 2px 10px rgba(15, 40, 35, 0.08)',
    raised: '0 10px 30px rgba(15, 40, 35, 0.18)',
  },
  breakpoint: { tablet: '768px', desktop: '1100px' },
  layout: { maxWidth: '1200px', gutter: '16px' },
} as const;

export type ShopTheme = typeof theme;

/** CSS that cuts text after two lines with an ellipsis (titles and announcements that must keep their height). */
export const twoLineClamp = 'display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;';

/** Media query helpers: mobile first. */
export const media = {
  tablet: `@media (min-width: ${theme.breakpoint.tablet})`,
  desktop: `@media (min-width: ${theme.breakpoint.desktop})`,
} as const;
