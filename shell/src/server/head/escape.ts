/**
 * Escaping for the server-rendered `<head>`: every value from the backend or a remote lands in the HTML
 * through one of these, chosen by where it lands.
 */

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text content (`<title>`): also escapes quotes so the same text is safe if it ever moves into an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
}

/** A double-quoted attribute value. Escaping `>` too means `-->` cannot close a comment around the tag. */
export function escapeAttribute(value: string): string {
  return escapeHtml(value);
}

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` block. The HTML parser ends a script at `</script` and changes state
 * at `<!--`, whatever JSON thinks is a string, so `<` and `>` are written as `\u003c` / `\u003e` (the
 * same characters to JSON.parse); `&` likewise for XHTML-ish consumers, and U+2028/U+2029 because older
 * JavaScript engines read them as line ends inside string literals.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}
