/** The server's message for a failed call (spec section 8: error toasts carry it), else a plain fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const text = (error as { serverMessage: unknown }).serverMessage;
    if (typeof text === 'string' && text.trim()) return decodeEntities(text.trim());
  }
  return fallback;
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#039;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** WordPress messages carry HTML entities (&quot;); toasts show text. */
function decodeEntities(text: string): string {
  return text.replace(/&(quot|amp|#0?39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The WordPress error code of a failed call, '' when there is none. */
export function failureCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}
