/** @jest-environment node */
import type { PageHead } from '@shop/shared-contracts';
import { headTags, privateHeadTags, type HeadSite } from './headTags';

const site: HeadSite = {
  origin: 'https://www.anglingprizes.example',
  apiHost: 'https://api.anglingprizes.example',
  siteName: 'Angling Prizes',
  logoPath: '/logo.png',
};

const competitionPage: PageHead = {
  title: 'Win Reel Trio for £0.49',
  description: 'Draw November 26, 2026, 8:00 PM · 1,240 tickets left · Free postal entry available',
  canonicalPath: '/competition/details/Reel-Trio-102',
  type: 'product',
  image: { url: '/media/reel-trio.jpg', alt: 'Reel Trio', width: 1200, height: 630 },
  jsonLd: [{ '@type': 'Product', name: 'Reel Trio', sku: '102' }],
  status: 200,
};

const ORGANIZATION =
  '{"@context":"https://schema.org","@type":"Organization","name":"Angling Prizes","url":"https://www.anglingprizes.example","logo":"https://www.anglingprizes.example/logo.png"}';

/** The JSON-LD array of a head, parsed back. */
function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD block');
  return JSON.parse(match[1]!);
}

/** The decoded value of an attribute in the first tag that matches, the way an HTML parser reads it. */
function attributeOf(html: string, selector: RegExp): string {
  const match = selector.exec(html);
  if (!match) throw new Error(`no match for ${selector}`);
  return match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('headTags', () => {
  it('writes every tag of a public page, one a line', () => {
    expect(headTags(competitionPage, site)).toBe(
      [
        '<title>Win Reel Trio for £0.49</title>',
        '<meta name="description" content="Draw November 26, 2026, 8:00 PM · 1,240 tickets left · Free postal entry available">',
        '<link rel="canonical" href="https://www.anglingprizes.example/competition/details/Reel-Trio-102">',
        '<meta property="og:title" content="Win Reel Trio for £0.49">',
        '<meta property="og:description" content="Draw November 26, 2026, 8:00 PM · 1,240 tickets left · Free postal entry available">',
        '<meta property="og:url" content="https://www.anglingprizes.example/competition/details/Reel-Trio-102">',
        '<meta property="og:type" content="product">',
        '<meta property="og:site_name" content="Angling Prizes">',
        '<meta property="og:locale" content="en_GB">',
        '<meta property="og:image" content="https://api.anglingprizes.example/media/reel-trio.jpg">',
        '<meta property="og:image:alt" content="Reel Trio">',
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
        '<meta name="twitter:card" content="summary_large_image">',
        '<meta name="twitter:title" content="Win Reel Trio for £0.49">',
        '<meta name="twitter:description" content="Draw November 26, 2026, 8:00 PM · 1,240 tickets left · Free postal entry available">',
        '<meta name="twitter:image" content="https://api.anglingprizes.example/media/reel-trio.jpg">',
        '<meta name="twitter:image:alt" content="Reel Trio">',
        `<script type="application/ld+json">[{"@context":"https://schema.org","@type":"Product","name":"Reel Trio","sku":"102"},${ORGANIZATION}]</script>`,
      ].join('\n'),
    );
  });

  it('without an image: no og:image tags and the small Twitter card', () => {
    const html = headTags({ ...competitionPage, type: 'website', image: undefined, jsonLd: [] }, site);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain(`<script type="application/ld+json">[${ORGANIZATION}]</script>`);
  });

  it('keeps an absolute image URL, and leaves out sizes that are not known', () => {
    const html = headTags({ ...competitionPage, image: { url: 'https://cdn.example/a.jpg', alt: 'A' } }, site);
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/a.jpg">');
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:height');
  });

  it('drops an image whose URL is not http(s)', () => {
    const html = headTags({ ...competitionPage, image: { url: 'javascript:alert(1)', alt: 'A' } }, site);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('javascript:');
  });

  it('replaces a @context the page sent, and writes it first', () => {
    const html = headTags({ ...competitionPage, jsonLd: [{ '@type': 'Thing', '@context': 'http://evil.example' }] }, site);
    expect(html).toContain('[{"@context":"https://schema.org","@type":"Thing"},');
  });

  it("writes the page's title meta after the description when it has one; the home page after a failed SEO call keeps them empty", () => {
    expect(headTags(competitionPage, site)).not.toContain('<meta name="title"');
    const lines = headTags(
      { ...competitionPage, title: '', description: '', metaTitle: '', canonicalPath: '/', type: 'website', image: undefined, jsonLd: [] },
      site,
    ).split('\n');
    expect(lines.slice(0, 3)).toEqual(['<title></title>', '<meta name="description" content="">', '<meta name="title" content="">']);
    expect(headTags({ ...competitionPage, metaTitle: 'Fishing "competitions"' }, site).split('\n')[2]).toBe(
      '<meta name="title" content="Fishing &quot;competitions&quot;">',
    );
  });

  it('marks a 404 page noindex', () => {
    const html = headTags({ ...competitionPage, status: 404 }, site);
    expect(html.split('\n')[2]).toBe('<meta name="robots" content="noindex">');
    expect(headTags(competitionPage, site)).not.toContain('robots');
  });

  describe('hostile data', () => {
    const hostile = `</script><script>alert(1)</script> "><img src=x onerror=alert(1)> --> <!-- ' & \u2028 end`;
    const page: PageHead = {
      ...competitionPage,
      title: hostile,
      description: hostile,
      canonicalPath: `/competition/details/x"><script>alert(1)</script>`,
      image: { url: `/media/a.jpg?x="><script>alert(1)</script>`, alt: hostile },
      jsonLd: [{ '@type': 'Product', name: hostile, nested: { list: [hostile] } }],
    };
    const site2: HeadSite = { ...site, siteName: hostile };
    const html = headTags(page, site2);

    it('never lets a dangerous substring through', () => {
      for (const bad of ['<script>alert', '</script><', '"><img', '<img', '-->', '<!--']) expect(html).not.toContain(bad);
      // U+2028 is plain text in HTML; only inside the script could it matter.
      expect(html.slice(html.indexOf('<script'))).not.toContain('\u2028');
      // Exactly one script element opens and closes: the JSON-LD block.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      // Every line is one whole tag.
      for (const line of html.split('\n')) expect(line).toMatch(/^<(title|meta|link|script)[ >][^\n]*>$/);
    });

    it('escapes text and attributes where they land', () => {
      expect(html).toContain(
        '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt; --&gt; &lt;!-- &#39; &amp; \u2028 end</title>',
      );
      expect(attributeOf(html, /<meta name="description" content="([^"]*)">/)).toBe(hostile);
      expect(attributeOf(html, /<meta property="og:image:alt" content="([^"]*)">/)).toBe(hostile);
      expect(attributeOf(html, /<meta property="og:site_name" content="([^"]*)">/)).toBe(hostile);
    });

    it('keeps URLs on their hosts, percent-encoded', () => {
      expect(attributeOf(html, /<link rel="canonical" href="([^"]*)">/)).toBe(
        'https://www.anglingprizes.example/competition/details/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      );
      expect(new URL(attributeOf(html, /<meta property="og:image" content="([^"]*)">/)).host).toBe('api.anglingprizes.example');
    });

    it('parses the JSON-LD back to the original strings', () => {
      expect(jsonLdOf(html)).toEqual([
        { '@context': 'https://schema.org', '@type': 'Product', name: hostile, nested: { list: [hostile] } },
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: hostile,
          url: 'https://www.anglingprizes.example',
          logo: 'https://www.anglingprizes.example/logo.png',
        },
      ]);
    });
  });
});

describe('privateHeadTags', () => {
  it('writes the title and noindex, nofollow', () => {
    expect(privateHeadTags('Basket | Angling Prizes')).toBe('<title>Basket | Angling Prizes</title>\n<meta name="robots" content="noindex, nofollow">');
  });

  it('escapes the title', () => {
    expect(privateHeadTags('</title><script>alert(1)</script>')).toBe(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>\n<meta name="robots" content="noindex, nofollow">',
    );
  });
});
