/** A hash or seed in hex: monospace, small, wrapping anywhere so 64 characters never widen a phone's page. */
export const HASH_CODE_CSS = `
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;
