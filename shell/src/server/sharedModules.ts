import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import * as ReactRouterDom from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import * as ReactQuery from '@tanstack/react-query';
import * as Rxjs from 'rxjs';
import * as RemoteKit from '@shop/remote-kit';
import * as RemoteKitForms from '@shop/remote-kit/forms';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * What a remote's server build is given for `require` (build-config/serverWebpack.cjs lists the same
 * names): the render server's own copies, so a remote's screen and the shell share one React, one router,
 * one styled-components and one query client, as the browser's share scope gives them one copy each.
 * DOMPurify gets a window of its own (jsdom): without a DOM it would hand HTML back unsanitized.
 */
export function sharedModules(): ReadonlyMap<string, unknown> {
  const purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  return new Map<string, unknown>([
    ['react', React],
    ['react/jsx-runtime', JsxRuntime],
    ['react-dom', ReactDom],
    ['react-dom/server', ReactDomServer],
    ['react-router-dom', ReactRouterDom],
    ['styled-components', StyledComponents],
    ['@tanstack/react-query', ReactQuery],
    ['rxjs', Rxjs],
    ['@shop/remote-kit', RemoteKit],
    ['@shop/remote-kit/forms', RemoteKitForms],
    ['dompurify', { __esModule: true, default: purifier }],
  ]);
}
