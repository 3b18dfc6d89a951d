/**
 * The demo importer is development code (wordpress-plugin/dev/) and leaves the operator's payment gateways as
 * they are: a site whose operator switched the test card gateway off keeps it off when the demo is imported
 * again, and the importer still brings the demo shop up to date.
 *
 *   node --import tsx --test wordpress-plugin/tests/demoImport.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { importDemoShop } from '../../scripts/wordpress/demoImport';
import { phpJson, startTestSite, type TestSite } from './testSite';

let shop: TestSite;

before(async () => {
  shop = await startTestSite('demo-import', { phpNodes: 1 });
});

after(async () => {
  await shop?.stop();
});

const cardGateway = () =>
  phpJson<{ option: unknown; enabled: string }>(
    shop,
    `$gateways = WC()->payment_gateways()->payment_gateways();
echo wp_json_encode(['option' => get_option('woocommerce_angling_test_card_settings', null), 'enabled' => $gateways['angling_test_card']->enabled]);`,
  );

test('importing the demo again leaves the gateways as the operator set them', async () => {
  await shop.site.runPhp("update_option('woocommerce_angling_test_card_settings', ['enabled' => 'no', 'title' => 'Pay by card']);");
  assert.deepEqual(await cardGateway(), { option: { enabled: 'no', title: 'Pay by card' }, enabled: 'no' });
  const lines: string[] = [];
  const demo = shop.demo.competitions[0]!;
  const productOf = `$ids = get_posts(['post_type' => 'product', 'post_status' => 'any', 'fields' => 'ids', 'meta_key' => '_angling_demo_key', 'meta_value' => $args[0]]);
$id = (int) ($ids[0] ?? 0);`;
  await shop.site.runPhp(`${productOf} wp_update_post(['ID' => $id, 'post_title' => 'Renamed by hand']);`, [demo.key]);
  assert.equal(await importDemoShop(shop.site, { again: true, log: (line) => lines.push(line) }), true, lines.join('\n'));
  assert.deepEqual(await cardGateway(), { option: { enabled: 'no', title: 'Pay by card' }, enabled: 'no' });
  assert.equal(await phpJson<string>(shop, `${productOf} echo wp_json_encode(get_post_field('post_title', $id));`, [demo.key]), demo.title);
  assert.equal(shop.debugLogGrowth(), '');
});
