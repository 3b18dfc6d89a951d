import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { buildInputsHash } from './buildInputs';
import { webpackBuild } from './webpackBuild';

/**
 * The build cache on a small workspace of its own: two "remotes" and a shared package, each app with a
 * stand-in webpack (node_modules/.bin/webpack) that writes its source and version into the output folder
 * and counts its runs, so a reused build and a stale one can be told apart.
 */
const workspaces: string[] = [];
after(() => {
  for (const dir of workspaces) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.SHOP_BUILD_CACHE;
});

const FAKE_WEBPACK = `#!/bin/sh
out=dist; version=none
while [ $# -gt 0 ]; do
  case "$2" in outDir=*) out="\${2#outDir=}";; version=*) version="\${2#version=}";; esac
  shift
done
if [ -f src/broken ]; then echo "Module not found: Error: Can't resolve './gone'" >&2; exit 2; fi
mkdir -p "$out"
cat src/*.ts > "$out/main.js"
echo "$version" > "$out/version.txt"
echo run >> "../$(basename "$PWD").runs"
`;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function makeWorkspace(): { root: string; app(name: string): string; runs(name: string): number } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-test-'));
  workspaces.push(root);
  write(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
  write(path.join(root, 'contracts', 'package.json'), JSON.stringify({ name: '@t/contracts' }));
  write(path.join(root, 'contracts', 'src', 'index.ts'), 'export const contract = 1;\n');
  for (const name of ['catalog', 'basket']) {
    write(path.join(root, name, 'package.json'), JSON.stringify({ name: `@t/${name}`, dependencies: { '@t/contracts': 'workspace:*' } }));
    write(path.join(root, name, 'src', 'index.ts'), `export const app = '${name}';\n`);
    write(path.join(root, name, 'node_modules', '.bin', 'webpack'), FAKE_WEBPACK);
    fs.chmodSync(path.join(root, name, 'node_modules', '.bin', 'webpack'), 0o755);
  }
  const app = (name: string) => path.join(root, name);
  const runs = (name: string) => {
    const log = path.join(root, `${name}.runs`);
    return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
  };
  return { root, app, runs };
}

describe('build once, test many: the build cache', () => {
  let workspace: ReturnType<typeof makeWorkspace>;
  const out = (name: string) => path.join(workspace.root, `out-${name}-${Math.random().toString(36).slice(2)}`);

  beforeEach(() => {
    workspace = makeWorkspace();
    process.env.SHOP_BUILD_CACHE = path.join(workspace.root, 'cache');
  });

  it('builds an app once for the same inputs and gives every caller its own copy', () => {
    const first = out('catalog');
    const second = out('catalog');
    webpackBuild(workspace.app('catalog'), { outDir: first, version: '1.0.0-e2e' });
    webpackBuild(workspace.app('catalog'), { outDir: second, version: '1.0.0-e2e' });
    assert.equal(workspace.runs('catalog'), 1);
    assert.equal(fs.readFileSync(path.join(second, 'main.js'), 'utf8'), "export const app = 'catalog';\n");
    fs.writeFileSync(path.join(first, 'main.js'), 'changed by one test');
    assert.equal(fs.readFileSync(path.join(second, 'main.js'), 'utf8'), "export const app = 'catalog';\n", 'copies, not one shared folder');
  });

  it('a change of one remote rebuilds only that remote', () => {
    webpackBuild(workspace.app('catalog'), { outDir: out('catalog') });
    webpackBuild(workspace.app('basket'), { outDir: out('basket') });
    fs.writeFileSync(path.join(workspace.app('catalog'), 'src', 'index.ts'), "export const app = 'catalog, new';\n");
    const catalog = out('catalog');
    webpackBuild(workspace.app('catalog'), { outDir: catalog });
    webpackBuild(workspace.app('basket'), { outDir: out('basket') });
    assert.equal(workspace.runs('catalog'), 2);
    assert.equal(workspace.runs('basket'), 1);
    assert.equal(fs.readFileSync(path.join(catalog, 'main.js'), 'utf8'), "export const app = 'catalog, new';\n", 'never the stale build');
  });

  it('a change of a shared package, the lockfile or the version label is a new build; a test file is not', () => {
    const hash = () => buildInputsHash(workspace.app('catalog'), { version: '1.0.0-e2e' });
    const before = hash();
    write(path.join(workspace.app('catalog'), 'src', 'index.test.ts'), 'test("x", () => {});\n');
    assert.equal(hash(), before, 'a test file never reaches a bundle');
    fs.writeFileSync(path.join(workspace.root, 'contracts', 'src', 'index.ts'), 'export const contract = 2;\n');
    const afterContract = hash();
    assert.notEqual(afterContract, before);
    fs.appendFileSync(path.join(workspace.root, 'pnpm-lock.yaml'), 'packages: {}\n');
    assert.notEqual(hash(), afterContract);
    assert.notEqual(buildInputsHash(workspace.app('catalog'), { version: '1.1.0-e2e' }), hash());
    const overlayDir = path.join(workspace.root, 'skew', 'next');
    write(path.join(overlayDir, 'catalog', 'src', 'index.ts'), "export const app = 'catalog N+1';\n");
    const overlaid = () => buildInputsHash(workspace.app('catalog'), { version: '1.0.0-e2e', overlayDir });
    const withOverlay = overlaid();
    assert.notEqual(withOverlay, hash());
    write(path.join(workspace.root, 'skew', 'shared', 'helper.ts'), 'export const helper = 1;\n');
    assert.notEqual(overlaid(), withOverlay, "the overlays' shared helpers count too");
  });

  it("a failing build throws with webpack's exit, caches nothing and leaves no half-made folder", () => {
    write(path.join(workspace.app('catalog'), 'src', 'broken'), '');
    const target = out('catalog');
    assert.throws(() => webpackBuild(workspace.app('catalog'), { outDir: target }), { message: 'webpack build failed in catalog (exit 2)' });
    assert.equal(fs.existsSync(target), false);
    assert.deepEqual(fs.readdirSync(path.join(workspace.root, 'cache')), []);
  });

  it('a build in place is kept while its inputs are the same and redone when they change', () => {
    const shell = workspace.app('basket');
    webpackBuild(shell);
    webpackBuild(shell);
    assert.equal(workspace.runs('basket'), 1);
    fs.writeFileSync(path.join(shell, 'src', 'index.ts'), "export const app = 'shell, new';\n");
    webpackBuild(shell);
    assert.equal(workspace.runs('basket'), 2);
    assert.equal(fs.readFileSync(path.join(shell, 'dist', 'main.js'), 'utf8'), "export const app = 'shell, new';\n");
  });

  it('without SHOP_BUILD_CACHE every build runs (releases for customers are always built)', () => {
    delete process.env.SHOP_BUILD_CACHE;
    webpackBuild(workspace.app('catalog'), { outDir: out('catalog') });
    webpackBuild(workspace.app('catalog'), { outDir: out('catalog') });
    assert.equal(workspace.runs('catalog'), 2);
  });
});
