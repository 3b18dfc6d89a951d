/** @jest-environment node */
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { homeHead } from './homeHead';

const SEO = {
  page_title: 'Angling Prizes | Home',
  meta_title: 'Angling Prizes: win carp tackle for pennies',
  meta_description: 'UK prize competitions for anglers.',
};
const MAIN = competitionFixture({ id: 7, title: 'Bait Boat Bundle', image: 'https://api.example/media/bait-boat.jpg' });

describe('homeHead', () => {
  it("builds home's head from the SEO copy and the main competition's picture", () => {
    expect(homeHead(SEO, MAIN)).toEqual({
      title: 'Angling Prizes | Home',
      description: 'UK prize competitions for anglers.',
      metaTitle: 'Angling Prizes: win carp tackle for pennies',
      canonicalPath: '/',
      type: 'website',
      image: { url: 'https://api.example/media/bait-boat.jpg', alt: 'Bait Boat Bundle' },
      jsonLd: [{ '@type': 'WebSite', name: 'Angling Prizes', url: '/' }],
      status: 200,
    });
  });

  it("takes each field as the browser's SEO step sets it: the page title is the title, even when only the meta title is filled", () => {
    expect(homeHead({ ...SEO, meta_title: ' ' })).toMatchObject({ title: 'Angling Prizes | Home', metaTitle: '' });
    expect(homeHead({ ...SEO, page_title: ' ' })).toMatchObject({ title: '', metaTitle: 'Angling Prizes: win carp tackle for pennies' });
  });

  it('a failed SEO call (null): empty title, description and title meta, and no image without a main competition', () => {
    const head = homeHead(null);
    expect(head.title).toBe('');
    expect(head.description).toBe('');
    expect(head.metaTitle).toBe('');
    expect(head).not.toHaveProperty('image');
  });

  it('no image when the main competition has none; an absolute WebSite url with the site', () => {
    const head = homeHead(SEO, competitionFixture({ image: '' }), { origin: 'https://shop.example/', apiHost: 'https://api.example' });
    expect(head).not.toHaveProperty('image');
    expect(head.jsonLd).toEqual([{ '@type': 'WebSite', name: 'Angling Prizes', url: 'https://shop.example/' }]);
  });

  it('carries hostile SEO copy unchanged', () => {
    const hostile = `</script><script>alert(1)</script> "><img src=x onerror=alert(1)> ' & \u2028`;
    const head = homeHead({ page_title: hostile, meta_title: hostile, meta_description: hostile });
    expect(head.title).toBe(hostile.trim());
    expect(head.description).toBe(hostile.trim());
    expect(head.metaTitle).toBe(hostile.trim());
  });
});
