/** Plain text from the backend's HTML descriptions, for structured data and previews (never rendered as HTML). */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

// Block tags stand between words; inline ones (<b>, <a>) sit inside a word as often as between two.
const BLOCK_TAG = /<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr)\b[^>]*>/gi;

/**
 * The text a reader sees in an HTML fragment: scripts, styles and comments dropped, tags removed,
 * entities decoded (once, after the tags are gone, so an escaped `&lt;b&gt;` stays as text), whitespace
 * collapsed to single spaces.
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[^]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[^]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return text
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity: string, body: string) => decodeEntity(entity, body))
    .replace(/\s+/g, ' ')
    .trim();
}
