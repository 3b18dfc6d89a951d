import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

export interface RenderedHtml {
  html: string;
  /** The styles of that HTML, in one `<style>` element (see serverStyleTag). */
  styleTags: string;
}

/** The attribute of the server's `<style>` element. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** What styled-components writes after each rule of its sheet's text. */
const RULE_SEPARATOR = '/*!sc*/\n';
/**
 * The rule styled-components writes after each component's rules (`data-styled.g12[id="sc-abc"]{content:"x,"}`),
 * for its browser half to read back. Nothing reads this element back, so they are left out.
 */
const REHYDRATION_MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;

/**
 * The server's styles in a plain `<style>` element that styled-components does not touch in the browser.
 * Its own tag (`data-styled`) would be read back rule by rule when styled-components loads, moved into
 * a sheet of its own and removed: a long task of script on a phone, then a restyle of the whole page.
 * Left in place, the page keeps its styles; each component adds the same rules again as it hydrates, in
 * the hydration's own short slices, and those come later in the cascade, in styled-components' order.
 * The one thing this gives up: a `createGlobalStyle` the server renders would keep the server's copy of its
 * rules after it unmounts in the browser (none does: the only one is the basket's, which the server never
 * renders). `</style` in a CSS string is escaped, so the text cannot end the element.
 */
function serverStyleTag(sheet: ServerStyleSheet): string {
  const css = sheet.instance
    .toString()
    .split(RULE_SEPARATOR)
    .filter((rule) => rule !== '' && !REHYDRATION_MARKER.test(rule))
    .join('');
  return css ? `<style ${SERVER_STYLES_ATTRIBUTE}>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>` : '';
}

/**
 * React 18's streaming renderer, run until every Suspense boundary (the lazy screens) has resolved, with
 * the styled-components styles of that HTML collected. Any error while rendering fails the whole render,
 * so the page goes to the browser whole instead of with a broken part; so does passing `budgetMs`.
 */
export function renderToHtml(element: ReactElement, budgetMs: number): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  return new Promise<RenderedHtml>((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      stream.abort();
      sheet.seal();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      onAllReady() {
        if (failed) return;
        sink.on('finish', () => {
          clearTimeout(timer);
          const styleTags = serverStyleTag(sheet);
          sheet.seal();
          resolve({ html: Buffer.concat(chunks).toString('utf8'), styleTags });
        });
        stream.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
    const timer = setTimeout(() => fail(new Error(`the render took longer than ${budgetMs} ms`)), budgetMs);
  });
}
