import { readRemotesManifest } from './remotesManifest';

/** The sha384 (SRI format) of a real file: 64 base64 characters after the prefix. */
const INTEGRITY = 'sha384-Vloc9KqyGohddBCRvaNUII8XnKpilJwDMAyYVT/VOs/vFDBharL5x9wcOahoPqxy';
const INTEGRITY_PATTERN = '/^(sha384-[\\w+/]{64}|unchecked)$/';

describe('readRemotesManifest', () => {
  it('keeps valid entries and names the problem of each bad one', () => {
    const reading = readRemotesManifest({
      catalog: { version: '0.1.0', entry: '0.1.0/remoteEntry.js', contract: '1.0.0', integrity: INTEGRITY },
      basket: { version: '0.1.0', contract: '1.0.0', integrity: INTEGRITY },
    });
    expect(reading.remotes).toEqual({ catalog: { version: '0.1.0', entry: '0.1.0/remoteEntry.js', contract: '1.0.0', integrity: INTEGRITY } });
    expect(reading.problems.basket).toMatch(/^remotes.json entry "basket" is malformed/);
    expect(reading.problems.account).toBe('remotes.json has no entry for "account"');
  });
});

describe('the preload lists of a manifest entry', () => {
  const entry = { version: '2.0.0', entry: '2.0.0/remoteEntry.js', contract: '1.0.0', integrity: INTEGRITY };

  it('keeps the files listed for each screen', () => {
    const preload = { home: ['2.0.0/973.js', '2.0.0/screen-home.js'] };
    expect(readRemotesManifest({ catalog: { ...entry, preload } }).remotes.catalog?.preload).toEqual(preload);
  });

  it('refuses an entry whose lists are not lists of file names', () => {
    const reading = readRemotesManifest({ catalog: { ...entry, preload: { home: [973] } } });
    expect(reading.remotes.catalog).toBeUndefined();
    expect(reading.problems.catalog).toMatch(/^remotes.json entry "catalog" is malformed/);
  });
});

describe('a hand-edited remotes.json', () => {
  const valid = (version: string) => ({ version, entry: `${version}/remoteEntry.js`, contract: '1.0.0', integrity: INTEGRITY });

  it('reads a complete manifest with no problems', () => {
    const manifest = { catalog: valid('1.0.0'), basket: valid('2.0.0'), account: valid('3.0.0') };
    expect(readRemotesManifest(manifest)).toEqual({ remotes: manifest, problems: {} });
  });

  it('costs only the remote whose integrity is missing, naming the field', () => {
    const { integrity: _integrity, ...withoutIntegrity } = valid('1.0.0');
    const reading = readRemotesManifest({ catalog: withoutIntegrity, basket: valid('2.0.0'), account: valid('3.0.0') });
    expect(reading.remotes).toEqual({ basket: valid('2.0.0'), account: valid('3.0.0') });
    expect(reading.problems).toEqual({
      catalog: 'remotes.json entry "catalog" is malformed: integrity: Invalid key: Expected "integrity" but received undefined',
    });
  });

  it('costs only the remote whose entry file is missing, naming the field', () => {
    const { entry: _entry, ...withoutEntry } = valid('2.0.0');
    const reading = readRemotesManifest({ catalog: valid('1.0.0'), basket: withoutEntry, account: valid('3.0.0') });
    expect(reading.remotes).toEqual({ catalog: valid('1.0.0'), account: valid('3.0.0') });
    expect(reading.problems).toEqual({ basket: 'remotes.json entry "basket" is malformed: entry: Invalid key: Expected "entry" but received undefined' });
  });

  it.each([
    ['sha384-abc', 'too short'],
    [`sha256-${'A'.repeat(64)}`, 'another hash'],
    [`${INTEGRITY}=`, 'a character too many'],
    ['', 'empty'],
    ['UNCHECKED', 'not the exact word'],
  ])('costs only the remote whose integrity is %j (%s), naming the field', (integrity) => {
    const reading = readRemotesManifest({ catalog: valid('1.0.0'), basket: valid('2.0.0'), account: { ...valid('3.0.0'), integrity } });
    expect(reading.remotes).toEqual({ catalog: valid('1.0.0'), basket: valid('2.0.0') });
    expect(reading.problems).toEqual({
      account: `remotes.json entry "account" is malformed: integrity: Invalid format: Expected ${INTEGRITY_PATTERN} but received "${integrity}"`,
    });
  });

  it('accepts "unchecked" (the dev servers\' manifest) as the integrity', () => {
    const reading = readRemotesManifest({ catalog: { ...valid('1.0.0'), integrity: 'unchecked' } });
    expect(reading.remotes.catalog?.integrity).toBe('unchecked');
    expect(reading.problems.catalog).toBeUndefined();
  });

  it('ignores an entry under a name no remote has, and says so, keeping every known remote', () => {
    const manifest = { catalog: valid('1.0.0'), basket: valid('2.0.0'), account: valid('3.0.0') };
    const reading = readRemotesManifest({ ...manifest, catalogue: valid('1.0.0') });
    expect(reading.remotes).toEqual(manifest);
    expect(reading.problems).toEqual({ catalogue: 'remotes.json names no known remote: "catalogue" is ignored' });
  });

  it('leaves out what the browser is not given (a canary beside the live entry, unknown fields)', () => {
    const reading = readRemotesManifest({
      catalog: { ...valid('1.0.0'), canary: { ...valid('1.1.0'), percent: 10, since: '2025-01-01T00:00:00.000Z' }, note: 'x' },
    });
    expect(reading.remotes.catalog).toEqual(valid('1.0.0'));
  });

  it('reads something that is not a manifest as one with no entries', () => {
    for (const raw of [null, [], 'remotes', 42]) {
      const reading = readRemotesManifest(raw);
      expect(reading.remotes).toEqual({});
      expect(reading.problems).toEqual({
        catalog: 'remotes.json has no entry for "catalog"',
        basket: 'remotes.json has no entry for "basket"',
        account: 'remotes.json has no entry for "account"',
      });
    }
  });
});
