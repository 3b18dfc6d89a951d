import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFreshSite } from '../../../scripts/wordpress/freshSite';
import { TEST_LANE_RATES } from '../../../scripts/wordpress/nginxConfig';
import { sitePaths } from '../../../scripts/wordpress/sitePaths';
import type { WordPressSite } from '../../../scripts/wordpress/wordPressSite';
import { SERVICE_TOKEN } from '../testing/testApi';
import { HOSTED_SANDBOX_GATEWAY } from '@shop/shared-contracts';
import { OTHER_ALLOWED_ORIGIN, STOREFRONT_ORIGIN, type ConformanceTarget, type SentNotification, type TestCompetition, type TestCustomer } from './target';

const FIXTURES = path.join(__dirname, 'wordPressFixtures.php');

/**
 * Exposes Nonce besides Cart-Token when the option says so: what a site's own plugin adding it to
 * rest_exposed_cors_headers does (store-api's STORE_API_HEADERS=nonce-exposed imitates it).
 */
const NONCE_EXPOSING_PLUGIN = `<?php
/* Plugin Name: Conformance: Nonce exposed (while the option angling_conformance_expose_nonce is yes) */
add_filter(
	'rest_exposed_cors_headers',
	static fn ($headers) => get_option('angling_conformance_expose_nonce') === 'yes' ? array_merge((array) $headers, ['Nonce']) : $headers,
	1000
);
`;

/** The operator's bearer on the WordPress target (Settings::set_operator_token: at least 20 characters). */
const OPERATOR_TOKEN = 'conformance-operator-token-4c1d2e';

let customers = 0;

/**
 * A fresh WordPress 6.8.3 + WooCommerce 10.2.4 + the companion plugin with the demo shop (scripts/wordpress's
 * startFreshSite: a copy of the installed template) in a temporary folder. Setup runs PHP with WordPress
 * loaded (wordPressFixtures.php): WooCommerce's CRUD classes and the plugin's own.
 */
export async function startWordPressTarget(): Promise<ConformanceTarget> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-wordpress-'));
  const lines: string[] = [];
  let site: WordPressSite;
  try {
    site = await startFreshSite({ dataDir: path.join(root, 'site'), rates: TEST_LANE_RATES, log: (line) => lines.push(line) });
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`WordPress did not start:\n${lines.join('\n')}\n${String(error)}`);
  }
  const running = site;
  const fixture = async <T>(operation: string, input: Record<string, unknown> = {}): Promise<T> =>
    JSON.parse(await running.runPhp(FIXTURES, [operation, JSON.stringify(input)])) as T;
  const stop = async () => {
    await running.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
  /** What PHP wrote to WordPress's debug log (notices, warnings, errors): a healthy run writes nothing. */
  const debugLog = () => (fs.existsSync(running.debugLogFile) ? fs.readFileSync(running.debugLogFile, 'utf8').trim() : '');
  try {
    fs.writeFileSync(path.join(sitePaths(running.dataDir).muPlugins, 'conformance-nonce-exposed.php'), NONCE_EXPOSING_PLUGIN);
    const { checkout_url, rest_root } = await fixture<{ checkout_url: string; rest_root: string }>('setup', {
      service_token: SERVICE_TOKEN,
      storefront_url: STOREFRONT_ORIGIN,
      allowed_origins: [OTHER_ALLOWED_ORIGIN],
      operator_token: OPERATOR_TOKEN,
    });
    return {
      name: 'wordpress',
      url: running.apiHost,
      restRoot: rest_root,
      checkoutUrl: checkout_url.replace(/\/$/, ''),
      operatorToken: OPERATOR_TOKEN,
      addCompetition: (options = {}) =>
        fixture<TestCompetition>('add_competition', {
          tickets: options.tickets ?? 1000,
          max_per_customer: options.maxPerCustomer ?? 100,
          price: options.price ?? 0.99,
          instant_win: options.instantWin ? { title: options.instantWin.title, prize_value: options.instantWin.prizeValue } : null,
        }),
      closeCompetition: async (id) => {
        await fixture('close_competition', { id });
      },
      setTicketsLeft: async (id, left) => {
        await fixture('set_tickets_left', { id, left });
      },
      permalinkOf: async (id) => (await fixture<{ permalink: string }>('permalink', { id })).permalink,
      addCoupon: async ({ code, amountMinor, description }) => {
        await fixture('add_coupon', { code, amount_minor: amountMinor, description });
      },
      // WooCommerce's callback URL in its query form (`?wc-api=`), which it answers under any permalinks.
      sandboxNotifyUrl: `${running.siteUrl}/?wc-api=${HOSTED_SANDBOX_GATEWAY}`,
      sandboxNotifications: async (orderId) =>
        (await (await fetch(`${running.siteUrl}/?wc-api=${HOSTED_SANDBOX_GATEWAY}_pay&order=${orderId}&step=notifications`)).json()) as SentNotification[],
      setGatewayEnabled: async (id, enabled) => {
        await fixture('set_gateway_enabled', { id, enabled });
      },
      addCustomer: (options = {}) => {
        customers += 1;
        return fixture<TestCustomer>('add_customer', { n: `${process.pid}x${customers}`, credit_minor: Math.round((options.credit ?? 0) * 100) });
      },
      async withNonceExposed(use) {
        await fixture('expose_nonce', { exposed: true });
        try {
          return await use(running.apiHost);
        } finally {
          await fixture('expose_nonce', { exposed: false });
        }
      },
      async close() {
        const logged = debugLog();
        await stop();
        if (logged !== '') throw new Error(`WordPress wrote to its debug log during the run:\n${logged.slice(0, 4000)}`);
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
