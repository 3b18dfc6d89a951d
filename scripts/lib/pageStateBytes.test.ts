import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { pageStateBytes } from './pageStateBytes';

describe('pageStateBytes', () => {
  it('counts the page state block alone, raw and in brotli', () => {
    const state = '{"config":{},"manifest":{},"rendered":null,"text":"£1.99"}';
    const html = `<html><body><div id="root"></div><script type="application/json" id="shop-page-state">${state}</script><script>x()</script></body></html>`;
    const figures = pageStateBytes(html);
    assert.equal(figures.rawBytes, Buffer.byteLength(state, 'utf8'));
    assert.equal(figures.brotliBytes, zlib.brotliCompressSync(Buffer.from(state), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    assert.equal(figures.htmlBytes, Buffer.byteLength(html, 'utf8'));
  });

  it('says 0 for a page without one', () => {
    assert.deepEqual(pageStateBytes('<html></html>'), { htmlBytes: 13, rawBytes: 0, brotliBytes: 0 });
  });
});
