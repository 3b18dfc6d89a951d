import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { APP_ROUTES, CONTRACT_VERSION, type RemoteName, type RemoteManifestEntry } from '@shop/shared-contracts';
import {
  canaryFor,
  listReleases,
  parseCanaryPercent,
  promoteCanary,
  publishRelease,
  readHistory,
  readManifest,
  readRawManifest,
  rollbackRemote,
  type ReleaseInfo,
} from './deploy';
import { describeBuiltRelease } from './releaseFiles';

const temporaryDirs: string[] = [];
const mustNotBeUsed = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-default-'));
temporaryDirs.push(mustNotBeUsed);

before(() => {
  // Every call below names its folder; should one not, it lands here rather than in the repository's deploy/.
  process.env.SHOP_DEPLOY_DIR = mustNotBeUsed;
});

after(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function deployFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  temporaryDirs.push(dir);
  return dir;
}

const sha384 = (file: string) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function screensOf(remote: RemoteName): string[] {
  return [...new Set(APP_ROUTES.filter((route) => route.owner === remote).map((route) => route.screen))];
}

/**
 * A built release as webpack would leave it (remoteEntry.js, the exposed module, a shared chunk, one chunk
 * per screen and screen-assets.json), described by the real release step.
 */
function fakeBuild(dir: string, remote: RemoteName, version: string, options: { leaveOutScreen?: string } = {}): ReleaseInfo {
  const folder = path.join(dir, remote, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `var remote_${remote}; /* remote-${remote} ${version} */\n`);
  fs.writeFileSync(path.join(folder, 'exposed.js'), `/* exposed ${version} */\n`);
  fs.writeFileSync(path.join(folder, '973.js'), `/* shared chunk ${version} */\n`);
  const screens: Record<string, string[]> = {};
  for (const screen of screensOf(remote)) {
    if (screen === options.leaveOutScreen) continue;
    fs.writeFileSync(path.join(folder, `screen-${screen}.js`), `/* ${screen} ${version} */\n`);
    screens[screen] = ['973.js', `screen-${screen}.js`];
  }
  fs.writeFileSync(path.join(folder, 'screen-assets.json'), JSON.stringify({ exposed: ['exposed.js'], screens }));
  const release = describeBuiltRelease(remote, version, CONTRACT_VERSION, folder);
  pause(3); // each build its own builtAt, so "oldest build first" has one answer
  return release;
}

/** The entry a release folder says it has (what publishing must copy into remotes.json). */
function builtEntry(dir: string, remote: RemoteName, version: string): RemoteManifestEntry {
  return JSON.parse(fs.readFileSync(path.join(dir, remote, version, 'entry.json'), 'utf8')) as RemoteManifestEntry;
}

/** remotes.json and history.json byte for byte (null when absent). */
function deployState(dir: string): { manifest: string | null; history: string | null } {
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'latin1') : null);
  return { manifest: read('remotes.json'), history: read('history.json') };
}

function withoutTimes(events: readonly object[]): object[] {
  return events.map((event) => {
    const { at: _at, ...rest } = event as { at?: string };
    return rest;
  });
}

function assertRecentIso(value: unknown, notBefore: number): void {
  assert.equal(typeof value, 'string');
  const time = Date.parse(value as string);
  assert.equal(new Date(time).toISOString(), value);
  assert.ok(time >= notBefore - 1 && time <= Date.now() + 1, `${String(value)} is not the time of the change`);
}

describe('describeBuiltRelease', () => {
  it("writes entry.json with the entry file, its sha384 integrity and each screen's files, and release.json listing every file with its hash", () => {
    const dir = deployFolder();
    const release = fakeBuild(dir, 'catalog', '1.0.0');
    const folder = path.join(dir, 'catalog', '1.0.0');

    const expectedPreload = Object.fromEntries(
      screensOf('catalog').map((screen) => [screen, ['1.0.0/exposed.js', '1.0.0/973.js', `1.0.0/screen-${screen}.js`]]),
    );
    assert.deepEqual(builtEntry(dir, 'catalog', '1.0.0'), {
      version: '1.0.0',
      entry: '1.0.0/remoteEntry.js',
      contract: CONTRACT_VERSION,
      integrity: sha384(path.join(folder, 'remoteEntry.js')),
      preload: expectedPreload,
    });
    assert.equal(Object.keys(expectedPreload).length, 13);

    assert.equal(release.remote, 'catalog');
    assert.equal(release.version, '1.0.0');
    assert.equal(release.contract, CONTRACT_VERSION);
    const files = fs.readdirSync(folder).filter((file) => file !== 'release.json');
    assert.deepEqual(Object.keys(release.files), [...files].sort());
    assert.ok(files.includes('entry.json'));
    for (const file of files) assert.equal(release.files[file], sha384(path.join(folder, file)), file);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')), release);
  });

  it('refuses a build that names no chunk for a screen the route table gives the remote', () => {
    const dir = deployFolder();
    assert.throws(() => fakeBuild(dir, 'basket', '1.0.0', { leaveOutScreen: 'checkout' }), {
      message: 'remote-basket names no chunk for screen-checkout: name each lazy screen import /* webpackChunkName: "screen-<id>" */.',
    });
    assert.equal(fs.existsSync(path.join(dir, 'basket', '1.0.0', 'release.json')), false);
  });
});

describe('publishRelease', () => {
  it('makes a release live with the integrity of its remoteEntry.js, and records it', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    const started = Date.now();
    const entry = publishRelease('catalog', '1.0.0', {}, dir);

    const integrity = sha384(path.join(dir, 'catalog', '1.0.0', 'remoteEntry.js'));
    assert.match(integrity, /^sha384-[\w+/]{64}$/);
    assert.equal(entry.integrity, integrity);
    assert.deepEqual(entry, builtEntry(dir, 'catalog', '1.0.0'));
    assert.deepEqual(readManifest(dir), { catalog: entry });
    assert.deepEqual(readRawManifest(dir), { catalog: entry });
    assert.equal(canaryFor('catalog', dir), null);

    const history = readHistory(dir);
    assert.deepEqual(withoutTimes(history), [{ remote: 'catalog', kind: 'live', version: '1.0.0', by: 'release' }]);
    assertRecentIso(history[0]!.at, started);
    assert.equal(fs.existsSync(path.join(dir, 'catalog', '.lock')), false);
    assert.equal(fs.existsSync(path.join(dir, '.remotes.lock')), false);
  });

  it('changes only its own remote', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    fakeBuild(dir, 'basket', '2.0.0');
    fakeBuild(dir, 'catalog', '1.1.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    const basket = publishRelease('basket', '2.0.0', {}, dir);
    publishRelease('catalog', '1.1.0', {}, dir);

    assert.deepEqual(readManifest(dir), { catalog: builtEntry(dir, 'catalog', '1.1.0'), basket });
    assert.deepEqual(
      readHistory(dir).map((event) => `${event.remote} ${event.version}`),
      ['catalog 1.0.0', 'basket 2.0.0', 'catalog 1.1.0'],
    );
  });

  it('refuses a release one of whose files was deleted, naming it, and changes nothing', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    fakeBuild(dir, 'catalog', '1.1.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    fs.rmSync(path.join(dir, 'catalog', '1.1.0', 'screen-faq.js'));
    const before = deployState(dir);

    assert.throws(() => publishRelease('catalog', '1.1.0', {}, dir), {
      message: 'remote-catalog 1.1.0 cannot be published: screen-faq.js is missing. Build it again under a new version.',
    });
    assert.deepEqual(deployState(dir), before);
  });

  it('refuses a release one of whose files was changed, naming it, and changes nothing', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    fakeBuild(dir, 'catalog', '1.1.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    fs.appendFileSync(path.join(dir, 'catalog', '1.1.0', '973.js'), 'alert(1);\n');
    fs.writeFileSync(path.join(dir, 'catalog', '1.1.0', 'remoteEntry.js'), 'var remote_catalog; /* edited */\n');
    const before = deployState(dir);

    assert.throws(() => publishRelease('catalog', '1.1.0', {}, dir), {
      message:
        'remote-catalog 1.1.0 cannot be published: 973.js does not match its hash, remoteEntry.js does not match its hash. Build it again under a new version.',
    });
    assert.deepEqual(deployState(dir), before);
  });

  it('refuses a changed release in a fresh deploy folder without writing remotes.json at all', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'account', '3.0.0');
    fs.writeFileSync(path.join(dir, 'account', '3.0.0', 'exposed.js'), '/* not what was built */\n');

    assert.throws(() => publishRelease('account', '3.0.0', {}, dir), {
      message: 'remote-account 3.0.0 cannot be published: exposed.js does not match its hash. Build it again under a new version.',
    });
    assert.deepEqual(deployState(dir), { manifest: null, history: null });
  });

  it('refuses a version that was never built, listing the built ones oldest first', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.1.0');
    fakeBuild(dir, 'catalog', '1.0.0');
    publishRelease('catalog', '1.1.0', {}, dir);
    const before = deployState(dir);

    assert.throws(() => publishRelease('catalog', '9.9.9', {}, dir), { message: 'remote-catalog has no release "9.9.9". Built: 1.1.0, 1.0.0.' });
    assert.throws(() => publishRelease('basket', '1.0.0', {}, dir), { message: 'remote-basket has no release "1.0.0". Built: none.' });
    assert.deepEqual(deployState(dir), before);
    assert.deepEqual(
      listReleases('catalog', dir).map((release) => release.version),
      ['1.1.0', '1.0.0'],
    );
  });

  it('refuses a version name that is not a folder name', () => {
    const dir = deployFolder();
    assert.throws(() => publishRelease('catalog', '../basket/1.0.0', {}, dir), {
      message: '"../basket/1.0.0" is not a usable version name (letters, digits, . + _ -).',
    });
  });

  it('refuses to publish the live release again', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    const before = deployState(dir);
    assert.throws(() => publishRelease('catalog', '1.0.0', {}, dir), { message: 'remote-catalog 1.0.0 is already live; nothing was changed.' });
    assert.deepEqual(deployState(dir), before);
  });
});

describe('parseCanaryPercent', () => {
  for (const value of ['0', '100', '50.5', 'abc', '-5', '']) {
    it(`refuses "${value}"`, () => {
      assert.throws(() => parseCanaryPercent(value), { message: `--canary needs a whole percent from 1 to 99, not "${value}".` });
    });
  }

  it('refuses a missing value', () => {
    assert.throws(() => parseCanaryPercent(undefined), { message: '--canary needs a whole percent from 1 to 99, not "".' });
  });

  it('takes a whole percent from 1 to 99', () => {
    assert.equal(parseCanaryPercent('1'), 1);
    assert.equal(parseCanaryPercent('25'), 25);
    assert.equal(parseCanaryPercent('99'), 99);
  });
});

describe('canaries', () => {
  function withCanary(percent = 10): { dir: string; live: RemoteManifestEntry; started: number } {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    fakeBuild(dir, 'catalog', '1.1.0');
    const live = publishRelease('catalog', '1.0.0', {}, dir);
    const started = Date.now();
    publishRelease('catalog', '1.1.0', { canary: percent }, dir);
    return { dir, live, started };
  }

  it('keeps the live entry and puts the canary beside it with its percent and start time', () => {
    const { dir, live, started } = withCanary(10);

    assert.deepEqual(readManifest(dir), { catalog: live });
    const canary = canaryFor('catalog', dir);
    assert.ok(canary);
    const { percent, since, ...canaryEntry } = canary;
    assert.equal(percent, 10);
    assertRecentIso(since, started);
    assert.deepEqual(canaryEntry, builtEntry(dir, 'catalog', '1.1.0'));
    assert.deepEqual(readRawManifest(dir), { catalog: { ...live, canary: { ...builtEntry(dir, 'catalog', '1.1.0'), percent: 10, since } } });

    const history = readHistory(dir);
    assert.deepEqual(withoutTimes(history), [
      { remote: 'catalog', kind: 'live', version: '1.0.0', by: 'release' },
      { remote: 'catalog', kind: 'canary', version: '1.1.0', percent: 10 },
    ]);
  });

  it('refuses a canary when nothing is live', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    assert.throws(() => publishRelease('catalog', '1.0.0', { canary: 5 }, dir), {
      message: 'remote-catalog has no live release for a canary to run beside: publish one without --canary first.',
    });
    assert.deepEqual(deployState(dir), { manifest: null, history: null });
  });

  it('refuses a second canary, or any publish, while one runs', () => {
    const { dir } = withCanary();
    fakeBuild(dir, 'catalog', '1.2.0');
    const before = deployState(dir);

    const message = 'remote-catalog has a canary (1.1.0) running: promote it or roll it back first; nothing was changed.';
    assert.throws(() => publishRelease('catalog', '1.2.0', { canary: 20 }, dir), { message });
    assert.throws(() => publishRelease('catalog', '1.2.0', {}, dir), { message });
    assert.deepEqual(deployState(dir), before);
  });

  it('promote makes the canary live for everybody and records both ends of it', () => {
    const { dir } = withCanary();
    const started = Date.now();
    const promoted = promoteCanary('catalog', dir);

    assert.deepEqual(promoted, builtEntry(dir, 'catalog', '1.1.0'));
    assert.deepEqual(readManifest(dir), { catalog: promoted });
    assert.deepEqual(readRawManifest(dir), { catalog: promoted });
    assert.equal(canaryFor('catalog', dir), null);

    const history = readHistory(dir);
    assert.deepEqual(withoutTimes(history.slice(2)), [
      { remote: 'catalog', kind: 'canary-ended', version: '1.1.0', by: 'promote' },
      { remote: 'catalog', kind: 'live', version: '1.1.0', by: 'promote' },
    ]);
    assertRecentIso(history[2]!.at, started);
    assert.equal(history[3]!.at, history[2]!.at);
  });

  it('promote refuses when no canary runs', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    const before = deployState(dir);
    assert.throws(() => promoteCanary('catalog', dir), { message: 'remote-catalog has no canary to promote.' });
    assert.deepEqual(deployState(dir), before);
  });

  it('a rollback while a canary runs ends only the canary', () => {
    const { dir, live } = withCanary();

    assert.deepEqual(rollbackRemote('catalog', undefined, {}, dir), { ended: 'canary', version: '1.1.0' });
    assert.deepEqual(readManifest(dir), { catalog: live });
    assert.deepEqual(readRawManifest(dir), { catalog: live });
    assert.equal(canaryFor('catalog', dir), null);
    assert.deepEqual(withoutTimes(readHistory(dir).slice(2)), [{ remote: 'catalog', kind: 'canary-ended', version: '1.1.0', by: 'rollback' }]);
  });

  it('an automatic rollback ends the canary and records why', () => {
    const { dir, live } = withCanary(30);

    const result = rollbackRemote('catalog', undefined, { by: 'automatic rollback', note: '4 problems in 20 views (20%)' }, dir);
    assert.deepEqual(result, { ended: 'canary', version: '1.1.0' });
    assert.deepEqual(readRawManifest(dir), { catalog: live });
    assert.deepEqual(withoutTimes(readHistory(dir).slice(2)), [
      { remote: 'catalog', kind: 'canary-ended', version: '1.1.0', by: 'automatic rollback', note: '4 problems in 20 views (20%)' },
    ]);
  });

  it('an automatic rollback with no canary running changes nothing', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    fakeBuild(dir, 'catalog', '1.1.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    publishRelease('catalog', '1.1.0', {}, dir);
    const before = deployState(dir);
    assert.throws(() => rollbackRemote('catalog', undefined, { by: 'automatic rollback', note: 'late' }, dir), {
      message: 'remote-catalog has no canary to roll back.',
    });
    assert.deepEqual(deployState(dir), before);
  });

  it('a release whose canary was rolled back is never returned to by a later rollback', () => {
    const { dir } = withCanary();
    rollbackRemote('catalog', undefined, {}, dir); // ends 1.1.0's canary
    publishRelease('catalog', '1.1.0', {}, dir); // ... which somebody publishes anyway
    fakeBuild(dir, 'catalog', '1.2.0');
    publishRelease('catalog', '1.2.0', {}, dir);

    assert.deepEqual(rollbackRemote('catalog', undefined, {}, dir), { ended: 'live', version: '1.0.0', from: '1.2.0' });
  });
});

describe('rollbackRemote without a canary', () => {
  function released(dir: string, versions: string[]): void {
    for (const version of versions) fakeBuild(dir, 'catalog', version);
  }

  it('returns to what customers had before, not to a release rolled back earlier (the issue)', () => {
    const dir = deployFolder();
    released(dir, ['1.0.0', '1.1.0', '1.2.0']);
    publishRelease('catalog', '1.0.0', {}, dir);
    publishRelease('catalog', '1.1.0', {}, dir);
    assert.deepEqual(rollbackRemote('catalog', undefined, {}, dir), { ended: 'live', version: '1.0.0', from: '1.1.0' }); // 1.1.0 was bad
    publishRelease('catalog', '1.2.0', {}, dir);

    assert.deepEqual(rollbackRemote('catalog', undefined, {}, dir), { ended: 'live', version: '1.0.0', from: '1.2.0' });
    assert.deepEqual(readManifest(dir), { catalog: builtEntry(dir, 'catalog', '1.0.0') });
    assert.deepEqual(withoutTimes(readHistory(dir)), [
      { remote: 'catalog', kind: 'live', version: '1.0.0', by: 'release' },
      { remote: 'catalog', kind: 'live', version: '1.1.0', by: 'release' },
      { remote: 'catalog', kind: 'live', version: '1.0.0', by: 'rollback' },
      { remote: 'catalog', kind: 'live', version: '1.2.0', by: 'release' },
      { remote: 'catalog', kind: 'live', version: '1.0.0', by: 'rollback' },
    ]);

    const before = deployState(dir);
    assert.throws(() => rollbackRemote('catalog', undefined, {}, dir), {
      message: 'remote-catalog has no release that was live before 1.0.0 (and not rolled back) to return to.',
    });
    assert.deepEqual(deployState(dir), before);
  });

  it('walks further back on a second rollback', () => {
    const dir = deployFolder();
    released(dir, ['1.0.0', '1.1.0', '1.2.0']);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) publishRelease('catalog', version, {}, dir);

    assert.deepEqual(rollbackRemote('catalog', undefined, {}, dir), { ended: 'live', version: '1.1.0', from: '1.2.0' });
    assert.deepEqual(rollbackRemote('catalog', undefined, {}, dir), { ended: 'live', version: '1.0.0', from: '1.1.0' });
    assert.equal(readManifest(dir).catalog?.version, '1.0.0');
  });

  it('returns to a named release', () => {
    const dir = deployFolder();
    released(dir, ['1.0.0', '1.1.0', '1.2.0']);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) publishRelease('catalog', version, {}, dir);

    assert.deepEqual(rollbackRemote('catalog', '1.0.0', {}, dir), { ended: 'live', version: '1.0.0', from: '1.2.0' });
    assert.deepEqual(readManifest(dir), { catalog: builtEntry(dir, 'catalog', '1.0.0') });
    assert.deepEqual(withoutTimes(readHistory(dir).slice(3)), [{ remote: 'catalog', kind: 'live', version: '1.0.0', by: 'rollback' }]);

    const before = deployState(dir);
    assert.throws(() => rollbackRemote('catalog', '1.0.0', {}, dir), { message: 'remote-catalog 1.0.0 is already live; nothing was changed.' });
    assert.throws(() => rollbackRemote('catalog', '0.9.0', {}, dir), { message: 'remote-catalog has no release "0.9.0". Built: 1.0.0, 1.1.0, 1.2.0.' });
    assert.deepEqual(deployState(dir), before);
  });

  it('refuses to return to a release whose files have changed since it was built', () => {
    const dir = deployFolder();
    released(dir, ['1.0.0', '1.1.0']);
    publishRelease('catalog', '1.0.0', {}, dir);
    publishRelease('catalog', '1.1.0', {}, dir);
    fs.rmSync(path.join(dir, 'catalog', '1.0.0', 'remoteEntry.js'));
    const before = deployState(dir);

    assert.throws(() => rollbackRemote('catalog', undefined, {}, dir), {
      message: 'remote-catalog 1.0.0 cannot be published: remoteEntry.js is missing. Build it again under a new version.',
    });
    assert.deepEqual(deployState(dir), before);
  });

  it('refuses when nothing is live', () => {
    const dir = deployFolder();
    released(dir, ['1.0.0']);
    assert.throws(() => rollbackRemote('catalog', undefined, {}, dir), { message: 'remote-catalog has nothing live to roll back.' });
    assert.deepEqual(deployState(dir), { manifest: null, history: null });
  });
});

describe('the remote lock', () => {
  it('refuses a publish while another live process holds the lock, and changes nothing', async () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    fakeBuild(dir, 'catalog', '1.1.0');
    publishRelease('catalog', '1.0.0', {}, dir);
    const before = deployState(dir);

    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.once('spawn', resolve);
        holder.once('error', reject);
      });
      const pid = holder.pid;
      assert.ok(pid);
      const lock = path.join(dir, 'catalog', '.lock');
      fs.writeFileSync(lock, String(pid));

      assert.throws(() => publishRelease('catalog', '1.1.0', {}, dir), {
        message: `another release, publish or rollback of remote-catalog is under way (process ${pid}); nothing was changed.`,
      });
      assert.throws(() => rollbackRemote('catalog', undefined, {}, dir), { message: /is under way/ });
      assert.deepEqual(deployState(dir), before);
      assert.equal(fs.readFileSync(lock, 'utf8'), String(pid)); // still the other process's
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left behind by a process that has gone', () => {
    const dir = deployFolder();
    fakeBuild(dir, 'catalog', '1.0.0');
    const lock = path.join(dir, 'catalog', '.lock');
    fs.writeFileSync(lock, '999999');

    const entry = publishRelease('catalog', '1.0.0', {}, dir);
    assert.deepEqual(readManifest(dir), { catalog: entry });
    assert.equal(fs.existsSync(lock), false);
  });
});
