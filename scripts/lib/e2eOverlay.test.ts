import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { REMOTE_APPS, ROOT } from './apps';

/**
 * The e2e overlay (build-config/e2eOverlay.cjs) is the one place a variant build differs from the app's
 * production config: the production config knows nothing of overlays, and the overlay adds its file
 * replacement, the app's node_modules for the overlay files, and the share scope at the variant's versions.
 */
interface SharedConfig {
  requiredVersion: string | false;
  version?: string;
}
interface Config {
  name?: string;
  resolve?: { modules?: string[] };
  plugins?: object[];
}
type BuildConfig = (env: Record<string, string>, argv: { mode: string }) => Config | Config[];

const load = createRequire(__filename);
const overlayConfig = load(path.join(ROOT, 'build-config', 'e2eOverlay.cjs')) as BuildConfig;
const { federationOf } = load(path.join(ROOT, 'build-config', 'federationPlugin.cjs')) as {
  federationOf: (plugin: object) => { shared: Record<string, SharedConfig> } | undefined;
};

const appDir = REMOTE_APPS.catalog.dir;
const overlayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-overlay-test-'));
fs.writeFileSync(path.join(overlayDir, 'shared-versions.cjs'), "module.exports = { '@shop/remote-kit': '7.4.1' };\n");
after(() => fs.rmSync(overlayDir, { recursive: true, force: true }));

/** The configs as webpack-cli gets them in the app's folder, the overlay's with `--config` and `--env overlay=`. */
function configsOf(build: BuildConfig, env: Record<string, string>): Config[] {
  const cwd = process.cwd();
  process.chdir(appDir);
  try {
    return [build(env, { mode: 'production' })].flat();
  } finally {
    process.chdir(cwd);
  }
}
const production = () => configsOf(load(path.join(appDir, 'webpack.config.cjs')) as BuildConfig, { version: '1.0.0-test' });
const variant = () => configsOf(overlayConfig, { version: '1.0.0-test', overlay: overlayDir });
const pluginNames = (config: Config) => (config.plugins ?? []).map((plugin) => plugin.constructor.name);
const sharedOf = (config: Config) => (config.plugins ?? []).map(federationOf).find((federation) => federation !== undefined)?.shared;

describe('the e2e overlay', () => {
  it('is no part of the production config', () => {
    const replacements = (config: Config) => pluginNames(config).filter((name) => name === 'NormalModuleReplacementPlugin').length;
    const [browser, server] = production();
    // The browser build's one replacement is its own: the federation runtime plugin's ES build.
    assert.deepEqual([replacements(browser!), replacements(server!)], [1, 0]);
    assert.deepEqual([browser!.resolve?.modules, server!.resolve?.modules], [undefined, undefined]);
  });

  it("is the production config plus the file replacement and the app's node_modules, browser and server build alike", () => {
    const built = production();
    const overlaid = variant();
    assert.deepEqual(
      overlaid.map((config) => config.name),
      built.map((config) => config.name),
    );
    overlaid.forEach((config, index) => {
      assert.deepEqual(pluginNames(config), [...pluginNames(built[index]!), 'NormalModuleReplacementPlugin']);
      assert.deepEqual(config.resolve?.modules, ['node_modules', path.join(appDir, 'node_modules')]);
    });
  });

  it("builds the workspace packages of the share scope at the variant's versions, asked for by their major", () => {
    const [built] = production();
    const [overlaid] = variant();
    const before = sharedOf(built!)!;
    const after = sharedOf(overlaid!)!;
    for (const key of ['@shop/remote-kit', '@shop/remote-kit/forms']) {
      assert.deepEqual(after[key], { ...before[key], version: '7.4.1', requiredVersion: '^7.0.0' });
    }
    assert.deepEqual(after.react, before.react, 'libraries from npm keep their settings');
  });

  it('asks for its overlay folder', () => {
    assert.throws(() => configsOf(overlayConfig, { version: '1.0.0-test' }), /--env overlay=<dir>/);
  });
});
