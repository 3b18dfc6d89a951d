/** @jest-environment node */
import { absoluteHttpUrl, siteUrl, trimOrigin } from './urls';

describe('trimOrigin', () => {
  it('drops trailing slashes', () => {
    expect(trimOrigin('https://shop.example//')).toBe('https://shop.example');
  });
});

describe('siteUrl', () => {
  it('joins the origin and a path once', () => {
    expect(siteUrl('https://shop.example/', '/faq')).toBe('https://shop.example/faq');
    expect(siteUrl('https://shop.example', '/')).toBe('https://shop.example/');
    expect(siteUrl('https://shop.example', 'faq')).toBe('https://shop.example/faq');
  });

  it('keeps the query and percent-encodes what a URL cannot hold', () => {
    expect(siteUrl('https://shop.example', '/legal-terms?tab=3')).toBe('https://shop.example/legal-terms?tab=3');
    expect(siteUrl('https://shop.example', '/competitions/sea fishing')).toBe('https://shop.example/competitions/sea%20fishing');
  });

  it('never leaves the site for a path that looks like another host', () => {
    expect(siteUrl('https://shop.example', '//evil.example/x')).toBe('https://shop.example//evil.example/x');
    expect(new URL(siteUrl('https://shop.example', '//evil.example/x')).host).toBe('shop.example');
  });
});

describe('absoluteHttpUrl', () => {
  it('keeps an absolute URL and resolves a relative one against the base', () => {
    expect(absoluteHttpUrl('https://cdn.example/a.jpg', 'https://api.example')).toBe('https://cdn.example/a.jpg');
    expect(absoluteHttpUrl('/media/a.jpg', 'https://api.example')).toBe('https://api.example/media/a.jpg');
    expect(absoluteHttpUrl('media/a.jpg', 'https://api.example/')).toBe('https://api.example/media/a.jpg');
  });

  it('refuses an empty URL and any scheme but http(s)', () => {
    expect(absoluteHttpUrl('', 'https://api.example')).toBeNull();
    expect(absoluteHttpUrl('   ', 'https://api.example')).toBeNull();
    expect(absoluteHttpUrl('javascript:alert(1)', 'https://api.example')).toBeNull();
    expect(absoluteHttpUrl('data:image/png;base64,AAAA', 'https://api.example')).toBeNull();
  });

  it('returns null for what does not parse', () => {
    expect(absoluteHttpUrl('http://[', 'https://api.example')).toBeNull();
  });
});
