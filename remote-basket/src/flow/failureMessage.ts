/** The server's message for a failed call (error toasts carry it), else a plain fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const text = (error as { serverMessage: unknown }).serverMessage;
    if (typeof text === 'string' && text.trim()) return decodeEntities(text.trim());
  }
  return fallback;
}

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };

/** WordPress messages carry HTML entities (&quot;, &#8217;, &#x2014;); toasts show text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const point = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** The WordPress error code of a failed call, '' when there is none. */
export function failureCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}
