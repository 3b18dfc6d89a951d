/** @jest-environment node */
import { htmlToPlainText } from './plainText';

describe('htmlToPlainText', () => {
  it('removes tags, keeping words apart where blocks meet and together inside a word', () => {
    expect(htmlToPlainText('<h2>Reels</h2><p>Three <b>Shim</b>ano reels.</p><ul><li>One</li><li>Two</li></ul>Done<br/>now')).toBe(
      'Reels Three Shimano reels. One Two Done now',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToPlainText('a<script>alert("x")</script>b<style>p{}</style>c<!-- note -->d')).toBe('a b c d');
  });

  it('decodes entities once, after the tags are gone', () => {
    expect(htmlToPlainText('Fish &amp; chips &pound;5 &#39;quoted&#x27; &lt;b&gt;not bold&lt;/b&gt; &amp;lt;')).toBe(
      "Fish & chips £5 'quoted' <b>not bold</b> &lt;",
    );
  });

  it('keeps unknown or impossible entities as written', () => {
    expect(htmlToPlainText('&bogus; &#0; &#xD800; &#x110000;')).toBe('&bogus; &#0; &#xD800; &#x110000;');
  });

  it('collapses whitespace, including non-breaking spaces', () => {
    expect(htmlToPlainText('  a \n\t b&nbsp;&nbsp;c  ')).toBe('a b c');
  });

  it('is empty for markup with no text', () => {
    expect(htmlToPlainText('<p> </p><br>')).toBe('');
  });
});
