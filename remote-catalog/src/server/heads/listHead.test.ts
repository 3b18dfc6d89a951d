/** @jest-environment node */
import { listHead } from './listHead';

describe('listHead', () => {
  it('builds a category list head', () => {
    expect(listHead({ category: 'tackle' }, 12)).toEqual({
      title: 'Tackle | Angling Prizes',
      description: 'Every live tackle competition · 12 live competitions · Free postal entry on every competition',
      canonicalPath: '/competitions/tackle',
      type: 'website',
      jsonLd: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
            { '@type': 'ListItem', position: 2, name: 'Tackle', item: '/competitions/tackle' },
          ],
        },
      ],
      status: 200,
    });
  });

  it('builds the instant wins head on its canonical path', () => {
    const head = listHead('instant-wins', 1);
    expect(head.title).toBe('Instant wins | Angling Prizes');
    expect(head.description).toBe(
      'Prizes won the moment your ticket number is allocated, plus a main draw · 1 live competition · Free postal entry on every competition',
    );
    expect(head.canonicalPath).toBe('/competitions/instant_win_comps');
  });

  it('without a count, the lead alone', () => {
    expect(listHead({ category: 'all' }).description).toBe('Every live competition, with free postal entry on each');
  });

  it('an empty list says so and offers no entry', () => {
    expect(listHead({ category: 'cash' }, 0).description).toBe('Every live cash competition · No cash competitions are open right now');
  });

  it('the finished list counts finished competitions and offers no entry', () => {
    expect(listHead({ category: 'finished' }, 1234).description).toBe('Sold out, closed and drawn competitions, latest first · 1,234 finished competitions');
  });

  it('names an unknown category from its slug, and makes breadcrumb URLs absolute with the site', () => {
    const head = listHead({ category: 'sea-fishing' }, undefined, { origin: 'https://shop.example', apiHost: 'https://api.example' });
    expect(head.title).toBe('Sea fishing | Angling Prizes');
    expect(head.jsonLd[0]).toMatchObject({ itemListElement: [{ item: 'https://shop.example/' }, { item: 'https://shop.example/competitions/sea-fishing' }] });
  });

  it('keeps a hostile category as data, percent-encoded in the path', () => {
    const head = listHead({ category: '"><script>x</script>' });
    expect(head.canonicalPath).toBe('/competitions/%22%3E%3Cscript%3Ex%3C%2Fscript%3E');
    expect(head.title).toBe('"><script>x</script> | Angling Prizes');
  });
});
