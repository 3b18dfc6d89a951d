/** @jest-environment node */
import { escapeAttribute, escapeHtml, jsonForScript } from './escape';

describe('escapeHtml', () => {
  it('escapes the five characters that can change HTML structure', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"reel"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;reel&quot;&lt;/b&gt;');
  });

  it('leaves other text, including £ and U+2028, as it is', () => {
    expect(escapeHtml('Win £2,000\u2028now')).toBe('Win £2,000\u2028now');
  });

  it('escapes & first, so existing entities are shown, not decoded', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('escapeAttribute', () => {
  it('makes a quote-breaking value inert', () => {
    expect(escapeAttribute('"><img src=x onerror=alert(1)>')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('cannot close a comment', () => {
    expect(escapeAttribute('a --> b')).toBe('a --&gt; b');
  });

  it('escapes single quotes as well', () => {
    expect(escapeAttribute("it's")).toBe('it&#39;s');
  });
});

describe('jsonForScript', () => {
  const hostile = '</script><script>alert(1)</script> <!-- --> & \u2028 \u2029 \' "';

  it('writes <, >, &, U+2028 and U+2029 as \\u escapes', () => {
    expect(jsonForScript({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });

  it('never lets the script end or a comment open or close', () => {
    const out = jsonForScript({ title: hostile, list: [hostile] });
    for (const bad of ['</script', '<script', '<!--', '-->', '<', '>', '&', '\u2028', '\u2029']) expect(out).not.toContain(bad);
  });

  it('parses back to the same value', () => {
    const value = { title: hostile, nested: { list: [hostile, 1, null, true] } };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });

  it('writes null for a value JSON has no text for', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});
