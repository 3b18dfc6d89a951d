/** @jest-environment node */
import { reelTrio } from '../../testing/reelTrio';
import { competitionHead } from './competitionHead';

/** 20 November 2026, noon in the UK (GMT). */
const NOW = Date.UTC(2026, 10, 20, 12, 0);
const SITE = { origin: 'https://www.anglingprizes.example/', apiHost: 'https://api.anglingprizes.example' };

const BREADCRUMBS = {
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
    { '@type': 'ListItem', position: 2, name: 'Tackle', item: '/competitions/tackle' },
    { '@type': 'ListItem', position: 3, name: 'Reel Trio', item: '/competition/details/Reel-Trio-102' },
  ],
};

describe('competitionHead', () => {
  it('builds the whole head of an open competition', () => {
    expect(competitionHead(reelTrio(), NOW)).toEqual({
      title: 'Win Reel Trio for £0.49',
      description: 'Draw November 27, 2026, 8:00 PM · 1,240 tickets left · Free postal entry available',
      canonicalPath: '/competition/details/Reel-Trio-102',
      type: 'product',
      image: { url: 'https://api.anglingprizes.example/media/reel-trio.jpg', alt: 'Reel Trio' },
      jsonLd: [
        {
          '@type': 'Product',
          name: 'Reel Trio',
          description: 'Three Shimano reels & a spare spool. Delivered free.',
          image: 'https://api.anglingprizes.example/media/reel-trio.jpg',
          sku: '102',
          offers: {
            '@type': 'Offer',
            price: '0.49',
            priceCurrency: 'GBP',
            availability: 'https://schema.org/InStock',
            url: '/competition/details/Reel-Trio-102',
            validThrough: '2026-11-27T19:00:00.000Z',
          },
        },
        BREADCRUMBS,
      ],
      status: 200,
    });
  });

  it('gives no image size it cannot vouch for', () => {
    const { image } = competitionHead(reelTrio(), NOW);
    expect(image).not.toHaveProperty('width');
    expect(image).not.toHaveProperty('height');
  });

  it('makes JSON-LD URLs absolute when the site is given, and leaves the head image to the render server', () => {
    const head = competitionHead(reelTrio({ image: '/media/reel-trio.jpg' }), NOW, SITE);
    expect(head.image).toEqual({ url: '/media/reel-trio.jpg', alt: 'Reel Trio' });
    expect(head.jsonLd[0]).toMatchObject({
      image: 'https://api.anglingprizes.example/media/reel-trio.jpg',
      offers: { url: 'https://www.anglingprizes.example/competition/details/Reel-Trio-102' },
    });
    expect(head.jsonLd[1]).toMatchObject({
      itemListElement: [
        { item: 'https://www.anglingprizes.example/' },
        { item: 'https://www.anglingprizes.example/competitions/tackle' },
        { item: 'https://www.anglingprizes.example/competition/details/Reel-Trio-102' },
      ],
    });
  });

  describe('price', () => {
    const onSale = { sale_price: 0.25, sale_start_date: '2026-11-19', sale_end_date: '2026-11-22' };

    it('uses a sale price inside its window, and says until when it holds', () => {
      const head = competitionHead(reelTrio(onSale), NOW);
      expect(head.title).toBe('Win Reel Trio for £0.25');
      expect(head.jsonLd[0]).toMatchObject({ offers: { price: '0.25', priceValidUntil: '2026-11-22' } });
    });

    it('ignores a sale price outside its window', () => {
      const head = competitionHead(reelTrio({ ...onSale, sale_start_date: '2026-11-21' }), NOW);
      expect(head.title).toBe('Win Reel Trio for £0.49');
      expect(head.jsonLd[0]).toMatchObject({ offers: { price: '0.49' } });
      expect(head.jsonLd[0]!.offers).not.toHaveProperty('priceValidUntil');
    });

    it('writes whole pounds and thousands as a plain two-place decimal', () => {
      expect(competitionHead(reelTrio({ price_per_ticket: 2 }), NOW).jsonLd[0]).toMatchObject({ offers: { price: '2.00' } });
      expect(competitionHead(reelTrio({ price_per_ticket: 1250.5 }), NOW).jsonLd[0]).toMatchObject({ offers: { price: '1250.50' } });
      expect(competitionHead(reelTrio({ price_per_ticket: 1250.5 }), NOW).title).toBe('Win Reel Trio for £1,250.50');
    });
  });

  describe('tickets and state', () => {
    it('leaves the count out when hide_ticket_count is set', () => {
      expect(competitionHead(reelTrio({ hide_ticket_count: true }), NOW).description).toBe('Draw November 27, 2026, 8:00 PM · Free postal entry available');
    });

    it('says "1 ticket left"', () => {
      expect(competitionHead(reelTrio({ total_ticket_sold: 1999 }), NOW).description).toBe(
        'Draw November 27, 2026, 8:00 PM · 1 ticket left · Free postal entry available',
      );
    });

    it('sold out by count: says so, SoldOut, no invitation to win', () => {
      const head = competitionHead(reelTrio({ total_ticket_sold: 2000 }), NOW);
      expect(head.title).toBe('Reel Trio: sold out');
      expect(head.description).toBe('Draw November 27, 2026, 8:00 PM · Sold out');
      expect(head.jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    });

    it('sold out by status, with tickets on the counter', () => {
      const head = competitionHead(reelTrio({ status: 'sold_out' }), NOW);
      expect(head.description).toBe('Draw November 27, 2026, 8:00 PM · Sold out');
      expect(head.jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    });

    it('drawn: Discontinued', () => {
      const head = competitionHead(reelTrio({ status: 'drawn', total_ticket_sold: 2000 }), NOW);
      expect(head.title).toBe('Reel Trio: drawn');
      expect(head.description).toBe('Drawn November 27, 2026, 8:00 PM · Entries closed');
      expect(head.jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
    });

    it('closed by status, or by its draw time passing: Discontinued', () => {
      for (const head of [competitionHead(reelTrio({ status: 'closed' }), NOW), competitionHead(reelTrio(), Date.UTC(2026, 10, 27, 20, 1))]) {
        expect(head.title).toBe('Reel Trio: entries closed');
        expect(head.description).toBe('Draw November 27, 2026, 8:00 PM · Entries closed');
        expect(head.jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
      }
    });

    it('tickets switched off: OutOfStock', () => {
      const head = competitionHead(reelTrio({ disable_tickets: true }), NOW);
      expect(head.title).toBe('Reel Trio: not on sale');
      expect(head.description).toBe('Draw November 27, 2026, 8:00 PM · Tickets not on sale at the moment');
      expect(head.jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    });

    it('leaves out what it does not know: draw time, draw date, total, closing date', () => {
      expect(competitionHead(reelTrio({ draw_time: '' }), NOW).description).toBe('Draw November 27, 2026 · 1,240 tickets left · Free postal entry available');
      expect(competitionHead(reelTrio({ draw_date: '', total_sell_tickets: 0 }), NOW).description).toBe('Free postal entry available');
      expect(competitionHead(reelTrio({ closing_date: '' }), NOW).jsonLd[0]!.offers).not.toHaveProperty('validThrough');
      expect(competitionHead(reelTrio({ closing_time: 'soon' }), NOW).jsonLd[0]!.offers).not.toHaveProperty('validThrough');
    });

    it('reads closing times as UK time and a missing one as the end of the day', () => {
      expect(competitionHead(reelTrio({ closing_date: '2026-07-01', closing_time: '19:00' }), NOW).jsonLd[0]).toMatchObject({
        offers: { validThrough: '2026-07-01T18:00:00.000Z' },
      });
      expect(competitionHead(reelTrio({ closing_time: '' }), NOW).jsonLd[0]).toMatchObject({ offers: { validThrough: '2026-11-27T23:59:00.000Z' } });
    });
  });

  it('leaves out the image, description and category crumb when there are none', () => {
    const head = competitionHead(reelTrio({ image: '', description: '  <p> </p> ', category: '' }), NOW);
    expect(head).not.toHaveProperty('image');
    expect(head.jsonLd[0]).not.toHaveProperty('image');
    expect(head.jsonLd[0]).not.toHaveProperty('description');
    expect(head.jsonLd[1]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Reel Trio', position: 2 }] });
  });

  it('cuts a long description to about 300 characters', () => {
    const long = `<p>${'word '.repeat(100)}</p>`;
    const description = competitionHead(reelTrio({ description: long }), NOW).jsonLd[0]!.description as string;
    expect(description).toBe(`${'word '.repeat(60).trimEnd()}...`);
    expect(description.length).toBeLessThanOrEqual(303);
  });

  it('names the category as its list page does', () => {
    expect(competitionHead(reelTrio({ category: 'instant_win_comps' }), NOW).jsonLd[1]).toMatchObject({
      itemListElement: [{}, { name: 'Instant wins', item: '/competitions/instant_win_comps' }, {}],
    });
    expect(competitionHead(reelTrio({ category: 'sea-fishing' }), NOW).jsonLd[1]).toMatchObject({
      itemListElement: [{}, { name: 'Sea fishing', item: '/competitions/sea-fishing' }, {}],
    });
  });

  it('carries hostile data unchanged: escaping is the render server’s job', () => {
    const title = `Reel </script><script>alert(1)</script> "Trio" 'Deluxe' & <!-- -->`;
    const image = `https://api.anglingprizes.example/a.jpg?"><img src=x onerror=alert(1)>`;
    const head = competitionHead(reelTrio({ title, image, description: '&lt;/script&gt; stays text' }), NOW);
    expect(head.title).toBe(`Win ${title} for £0.49`);
    expect(head.image).toEqual({ url: image, alt: title });
    expect(head.canonicalPath).toBe('/competition/details/Reel-script-script-alert-1-script-Trio-Deluxe--102');
    expect(head.jsonLd[0]).toMatchObject({ name: title, image, description: '</script> stays text' });
    expect(head.jsonLd[1]).toMatchObject({ itemListElement: [{}, {}, { name: title }] });
  });
});
