/** @jest-environment node */
import { pageUrl, pictureUrl } from './siteUrls';

const SITE = { origin: 'https://shop.example/', apiHost: 'https://api.example/' };

describe('pageUrl', () => {
  it('is the path without a site, and on the origin with one', () => {
    expect(pageUrl('/faq')).toBe('/faq');
    expect(pageUrl('/faq', SITE)).toBe('https://shop.example/faq');
  });
});

describe('pictureUrl', () => {
  it('is the URL as given without a site', () => {
    expect(pictureUrl('/media/a.jpg')).toBe('/media/a.jpg');
  });

  it('reads a relative URL against the API host and keeps an absolute one', () => {
    expect(pictureUrl('/media/a.jpg', SITE)).toBe('https://api.example/media/a.jpg');
    expect(pictureUrl('https://cdn.example/a.jpg', SITE)).toBe('https://cdn.example/a.jpg');
  });

  it('keeps what does not parse as it is', () => {
    expect(pictureUrl('http://[', SITE)).toBe('http://[');
  });
});
