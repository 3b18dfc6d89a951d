import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

export interface RenderedHtml {
  html: string;
  /** The styled-components `<style>` tags of that HTML. */
  styleTags: string;
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
          const styleTags = sheet.getStyleTags();
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
