/**
 * An image's `fetchpriority` attribute. React 18 does not know the `fetchPriority` prop (it renders it, but
 * warns in development); an attribute written in lowercase is passed through as it is.
 */
export function fetchPriority(value: 'high' | 'low'): { fetchpriority: 'high' | 'low' } {
  return { fetchpriority: value };
}
