/** @jest-environment node */
import styled from 'styled-components';
import { renderToHtml, SERVER_STYLES_ATTRIBUTE } from './renderToHtml';

const BUDGET_MS = 5_000;

const Title = styled.h1`
  color: rgb(20, 32, 29);
`;

const Quote = styled.p`
  &::after {
    content: '</style><script>alert(1)</script>';
  }
`;

describe('renderToHtml', () => {
  test("puts the page's styles in one plain style element, which styled-components in the browser does not read back or remove", async () => {
    const { html, styleTags } = await renderToHtml(<Title>Draws</Title>, BUDGET_MS);
    const className = /class="([^"]+)"/.exec(html)![1]!.split(' ').at(-1)!;
    // The rule alone: no data-styled attribute (styled-components' browser build takes over, and removes,
    // every style[data-styled] it finds), and none of the markers and separators it writes to read back.
    expect(styleTags).toBe(`<style ${SERVER_STYLES_ATTRIBUTE}>.${className}{color:rgb(20, 32, 29);}</style>`);
  });

  test('a CSS string holding </style> cannot end the element early', async () => {
    const { styleTags } = await renderToHtml(<Quote>Tight lines</Quote>, BUDGET_MS);
    expect(styleTags.match(/<\/style/gi)).toEqual(['</style']);
    // Only `</style` ends a style element's text; `\/` is `/` to CSS, so the rule says what it said.
    expect(styleTags).toContain("content:'<\\/style><script>alert(1)</script>'");
  });

  test('a page with no styled component has no style element', async () => {
    expect((await renderToHtml(<p>Plain</p>, BUDGET_MS)).styleTags).toBe('');
  });
});
