import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './apps';
import { readBackendSettings, readServing } from './storefrontSettings';

/** A whole outside backend in the environment, as docs/backend.md shows it. */
const WHOLE = {
  SHOP_API_HOST: 'https://wp.example.co.uk',
  SHOP_SERVICE_TOKEN: 'a-service-bearer-of-our-own',
  SHOP_RTDB_URL: 'https://angling-prizes-default-rtdb.europe-west1.firebasedatabase.app',
  SHOP_RTDB_PROJECT_ID: 'angling-prizes',
  SHOP_RTDB_API_KEY: 'AIzaSyExampleKey',
};

const refusal = (env: NodeJS.ProcessEnv, production = true): string => {
  try {
    readBackendSettings(env, { production });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  assert.fail('the settings were accepted');
};

describe('the storefront backend settings', () => {
  it('nothing set: pnpm start keeps the embedded store-api, pnpm serve refuses', () => {
    assert.equal(readBackendSettings({}, { production: false }), null);
    assert.equal(
      refusal({}),
      "SHOP_API_HOST is not set: the production storefront needs the WordPress site's origin, e.g. SHOP_API_HOST=https://wp.example.co.uk (or SHOP_CONFIG naming a settings file).",
    );
  });

  it('a whole environment: the origin as apiHost for WordPress in /competition/, the bearer and the realtime database', () => {
    assert.deepEqual(readBackendSettings(WHOLE, { production: true }), {
      apiHost: 'https://wp.example.co.uk',
      serviceToken: 'a-service-bearer-of-our-own',
      realtimeDatabase: {
        databaseURL: 'https://angling-prizes-default-rtdb.europe-west1.firebasedatabase.app',
        projectId: 'angling-prizes',
        apiKey: 'AIzaSyExampleKey',
        emulator: null,
      },
    });
  });

  it('a WordPress at the domain root: SHOP_WP_REST_PATH makes apiHost its REST index', () => {
    assert.equal(readBackendSettings({ ...WHOLE, SHOP_WP_REST_PATH: '/wp-json/' }, { production: true })?.apiHost, 'https://wp.example.co.uk/wp-json/');
    assert.equal(
      readBackendSettings({ ...WHOLE, SHOP_WP_REST_PATH: '/competition/index.php/wp-json/' }, { production: true })?.apiHost,
      'https://wp.example.co.uk',
    );
  });

  it('a local realtime database: host:port, and no API key needed', () => {
    const backend = readBackendSettings(
      { ...WHOLE, SHOP_RTDB_API_KEY: '', SHOP_RTDB_URL: 'http://127.0.0.1:3101?ns=angling-shop', SHOP_RTDB_EMULATOR: '127.0.0.1:3101' },
      { production: true },
    );
    assert.deepEqual(backend?.realtimeDatabase, {
      databaseURL: 'http://127.0.0.1:3101?ns=angling-shop',
      projectId: 'angling-prizes',
      apiKey: 'local',
      emulator: { host: '127.0.0.1', port: 3101 },
    });
  });

  it('refuses each missing setting in one sentence that names it', () => {
    const without = (name: keyof typeof WHOLE) => Object.fromEntries(Object.entries(WHOLE).filter(([key]) => key !== name));
    assert.equal(refusal(without('SHOP_API_HOST')), "SHOP_API_HOST is missing: set it to the WordPress site's origin, e.g. https://wp.example.co.uk.");
    assert.equal(
      refusal(without('SHOP_SERVICE_TOKEN')),
      "SHOP_SERVICE_TOKEN is missing: set it to the service bearer on the plugin's settings page (WooCommerce → Angling Prizes).",
    );
    assert.equal(
      refusal(without('SHOP_RTDB_URL')),
      "SHOP_RTDB_URL is missing: set it to the realtime database's URL, the one on the plugin's settings page (e.g. https://your-project-default-rtdb.europe-west1.firebasedatabase.app).",
    );
    assert.equal(refusal(without('SHOP_RTDB_PROJECT_ID')), "SHOP_RTDB_PROJECT_ID is missing: set it to the Firebase project's id.");
    assert.equal(refusal(without('SHOP_RTDB_API_KEY')), "SHOP_RTDB_API_KEY is missing: set it to the Firebase project's web API key.");
  });

  it('refuses each malformed setting in one sentence that names it and what it holds', () => {
    assert.equal(
      refusal({ ...WHOLE, SHOP_API_HOST: 'https://wp.example.co.uk/competition' }),
      'SHOP_API_HOST must be an http(s) origin without a path, e.g. https://wp.example.co.uk (it is "https://wp.example.co.uk/competition"); a WordPress outside /competition/ is set with SHOP_WP_REST_PATH.',
    );
    assert.equal(
      refusal({ ...WHOLE, SHOP_API_HOST: 'wp.example.co.uk' }),
      'SHOP_API_HOST must be an http(s) origin without a path, e.g. https://wp.example.co.uk (it is "wp.example.co.uk"); a WordPress outside /competition/ is set with SHOP_WP_REST_PATH.',
    );
    assert.equal(
      refusal({ ...WHOLE, SHOP_WP_REST_PATH: '/wp-json' }),
      'SHOP_WP_REST_PATH must be the path of WordPress\'s REST index, starting with / and ending in wp-json/, e.g. /wp-json/ or /competition/index.php/wp-json/ (it is "/wp-json").',
    );
    assert.equal(
      refusal({ ...WHOLE, SHOP_SERVICE_TOKEN: 'short one' }),
      "SHOP_SERVICE_TOKEN must be 16 to 200 printable characters without spaces, as the plugin's settings page keeps it.",
    );
    assert.equal(
      refusal({ ...WHOLE, SHOP_RTDB_URL: 'firebase://angling' }),
      'SHOP_RTDB_URL must be an http(s) address, e.g. https://your-project-default-rtdb.europe-west1.firebasedatabase.app (it is "firebase://angling").',
    );
    assert.equal(
      refusal({ ...WHOLE, SHOP_RTDB_PROJECT_ID: 'Angling Prizes' }),
      'SHOP_RTDB_PROJECT_ID must be a Firebase project id: lower-case letters, digits and hyphens (it is "Angling Prizes").',
    );
    assert.equal(
      refusal({ ...WHOLE, SHOP_RTDB_EMULATOR: '127.0.0.1' }),
      'SHOP_RTDB_EMULATOR must be host:port of a local realtime database, e.g. 127.0.0.1:3101 (it is "127.0.0.1").',
    );
  });

  it('the development bearer: refused by the production command, accepted by pnpm start', () => {
    const env = { ...WHOLE, SHOP_SERVICE_TOKEN: 'local-dev-service-token' };
    assert.equal(
      refusal(env),
      "SHOP_SERVICE_TOKEN is the development default local-dev-service-token: set a secret of your own on the plugin's settings page and here.",
    );
    assert.equal(readBackendSettings(env, { production: false })?.serviceToken, 'local-dev-service-token');
  });

  it('reads a config file (SHOP_CONFIG), the environment winning setting by setting, and names the file in a refusal', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-settings-'));
    const file = path.join(dir, 'shop.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        apiHost: 'https://wp.example.co.uk',
        wordpressRestPath: '/wp-json/',
        serviceToken: 'a-service-bearer-of-our-own',
        realtimeDatabaseUrl: 'https://angling-prizes-default-rtdb.europe-west1.firebasedatabase.app',
        realtimeDatabaseProjectId: 'angling-prizes',
        realtimeDatabaseApiKey: 'AIzaSyExampleKey',
      }),
    );
    assert.equal(readBackendSettings({ SHOP_CONFIG: file }, { production: true })?.apiHost, 'https://wp.example.co.uk/wp-json/');
    assert.equal(
      readBackendSettings({ SHOP_CONFIG: file, SHOP_API_HOST: 'https://other.example.co.uk' }, { production: true })?.apiHost,
      'https://other.example.co.uk/wp-json/',
    );
    assert.equal(
      refusal({ SHOP_CONFIG: file, SHOP_WP_REST_PATH: 'wp-json/' }),
      'SHOP_WP_REST_PATH must be the path of WordPress\'s REST index, starting with / and ending in wp-json/, e.g. /wp-json/ or /competition/index.php/wp-json/ (it is "wp-json/").',
    );

    fs.writeFileSync(file, JSON.stringify({ apiHost: 'https://wp.example.co.uk/', serviceToken: 'a-service-bearer-of-our-own' }));
    assert.equal(
      refusal({ SHOP_CONFIG: file }),
      "SHOP_RTDB_URL (or realtimeDatabaseUrl in shop.json) is missing: set it to the realtime database's URL, the one on the plugin's settings page (e.g. https://your-project-default-rtdb.europe-west1.firebasedatabase.app).",
    );
    fs.writeFileSync(file, JSON.stringify({ apiHost: 'https://wp.example.co.uk/shop' }));
    assert.match(refusal({ SHOP_CONFIG: file }), /^apiHost in shop\.json must be an http\(s\) origin without a path/);
    fs.writeFileSync(file, JSON.stringify({ apiHost: 'https://wp.example.co.uk', serviceToken: 12 }));
    assert.equal(refusal({ SHOP_CONFIG: file }), 'serviceToken in shop.json must be a string.');
    fs.writeFileSync(file, JSON.stringify({ apiHostname: 'https://wp.example.co.uk' }));
    assert.equal(
      refusal({ SHOP_CONFIG: file }),
      'apiHostname in shop.json is not a setting: the settings are apiHost, wordpressRestPath, serviceToken, realtimeDatabaseUrl, realtimeDatabaseProjectId, realtimeDatabaseApiKey, realtimeDatabaseEmulator.',
    );
    fs.writeFileSync(file, '{"apiHost": ');
    assert.equal(refusal({ SHOP_CONFIG: file }), `SHOP_CONFIG names ${file}, which is not valid JSON.`);
    fs.rmSync(dir, { recursive: true });
    assert.equal(refusal({ SHOP_CONFIG: file }), `SHOP_CONFIG names ${file}, which cannot be read.`);
  });

  it("the shop port and the remotes' public origins", () => {
    const defaults = { shell: 3000, catalog: 3001, basket: 3002, account: 3003 };
    assert.deepEqual(readServing({}, defaults), { port: 3000, remotePorts: { catalog: 3001, basket: 3002, account: 3003 }, publicRemoteOrigins: {} });
    assert.deepEqual(readServing({ SHOP_PORT: '8080', SHOP_BASKET_PORT: '0', SHOP_CATALOG_ORIGIN: 'https://catalog.example.co.uk' }, defaults), {
      port: 8080,
      remotePorts: { catalog: 3001, basket: 0, account: 3003 },
      publicRemoteOrigins: { catalog: 'https://catalog.example.co.uk' },
    });
    assert.throws(() => readServing({ SHOP_PORT: 'eighty' }, defaults), {
      message: 'SHOP_PORT must be a port number from 0 (any free port) to 65535 (it is "eighty").',
    });
    assert.throws(() => readServing({ SHOP_BASKET_ORIGIN: 'https://cdn.example.co.uk/basket' }, defaults), {
      message: 'SHOP_BASKET_ORIGIN must be an http(s) origin without a path, e.g. https://basket.example.co.uk (it is "https://cdn.example.co.uk/basket").',
    });
  });

  it('pnpm start and pnpm serve print the one sentence and exit 1 before anything listens', () => {
    for (const script of ['scripts/start.ts', 'scripts/serve.ts']) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, ...WHOLE, SHOP_API_HOST: 'https://wp.example.co.uk/competition' },
        encoding: 'utf8',
      });
      assert.equal(run.status, 1, script);
      assert.equal(
        run.stderr.trim(),
        'error: SHOP_API_HOST must be an http(s) origin without a path, e.g. https://wp.example.co.uk (it is "https://wp.example.co.uk/competition"); a WordPress outside /competition/ is set with SHOP_WP_REST_PATH.',
      );
    }
  });
});
