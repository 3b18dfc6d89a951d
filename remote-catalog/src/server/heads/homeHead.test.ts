/** @jest-environment node */
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { DEFAULT_HOME_DESCRIPTION, DEFAULT_HOME_TITLE, homeHead } from './homeHead';

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
      canonicalPath: '/',
      type: 'website',
      image: { url: 'https://api.example/media/bait-boat.jpg', alt: 'Bait Boat Bundle' },
      jsonLd: [{ '@type': 'WebSite', name: 'Angling Prizes', url: '/' }],
      status: 200,
    });
  });

  it("takes the page title, as the browser's SEO step sets it, and the meta title when there is no page title", () => {
    expect(homeHead({ ...SEO, meta_title: ' ' }).title).toBe('Angling Prizes | Home');
    expect(homeHead({ ...SEO, page_title: ' ' }).title).toBe('Angling Prizes: win carp tackle for pennies');
  });

  it('null SEO: the default title and description, and no image without a main competition', () => {
    const head = homeHead(null);
    expect(head.title).toBe('Angling Prize Competitions | Win tackle, cash and more');
    expect(head.title).toBe(DEFAULT_HOME_TITLE);
    expect(head.description).toBe('Prize competitions for UK anglers: tackle, bait boats, cash and instant wins, with free postal entry on every competition.');
    expect(head).not.toHaveProperty('image');
  });

  it('empty SEO strings (a failed settings call) count as missing, field by field', () => {
    const head = homeHead({ page_title: '', meta_title: '', meta_description: '' }, MAIN);
    expect(head.title).toBe(DEFAULT_HOME_TITLE);
    expect(head.description).toBe(DEFAULT_HOME_DESCRIPTION);
    expect(homeHead({ ...SEO, meta_description: '' }).title).toBe(SEO.page_title);
  });

  it('no image when the main competition has none; an absolute WebSite url with the site', () => {
    const head = homeHead(SEO, competitionFixture({ image: '' }), { origin: 'https://shop.example/', apiHost: 'https://api.example' });
    expect(head).not.toHaveProperty('image');
    expect(head.jsonLd).toEqual([{ '@type': 'WebSite', name: 'Angling Prizes', url: 'https://shop.example/' }]);
  });

  it('carries hostile SEO copy unchanged', () => {
    const hostile = `</script><script>alert(1)</script> "><img src=x onerror=alert(1)> ' & \u2028`;
    const head = homeHead({ page_title: '', meta_title: hostile, meta_description: hostile });
    expect(head.title).toBe(hostile.trim());
    expect(head.description).toBe(hostile.trim());
  });
});
