import fs from 'node:fs';
import path from 'node:path';
import { CART_EXTENSION_NAMESPACE, ENDPOINTS, PAYMENT_GATEWAYS } from '@shop/shared-contracts';

/** The companion plugin's README names every route the storefront calls, the cart extension, the gateways and the bridge. */
describe('wordpress-plugin/README.md: what the storefront calls', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'wordpress-plugin', 'README.md'), 'utf8');
  const start = readme.indexOf('## What the storefront calls');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

  it('lists every non-Store-API route of the endpoint table under its method', () => {
    expect(start).toBeGreaterThan(-1);
    const plugin = Object.values(ENDPOINTS).filter((endpoint) => !endpoint.route.startsWith('/wc/store/'));
    const missing = plugin.filter((endpoint) => {
      const list = section.slice(section.indexOf(`${endpoint.method}:`));
      return !list.slice(0, list.indexOf('.')).includes(`\`${endpoint.route.replace('/api/v1/', '')}\``);
    });
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.route}`)).toEqual([]);
  });

  it('names the cart extension namespace', () => {
    expect(section).toContain(`**\`${CART_EXTENSION_NAMESPACE}\`**`);
  });

  it('names every payment gateway id the storefront sends, and the bridge that names the customer', () => {
    const ids = Object.values(PAYMENT_GATEWAYS).flatMap((id) => (id === null ? [] : [id]));
    expect(ids.filter((id) => !section.includes(`\`${id}\``))).toEqual([]);
    expect(section).toContain('`determine_current_user`');
  });
});
