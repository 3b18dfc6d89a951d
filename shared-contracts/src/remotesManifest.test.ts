import { readRemotesManifest } from './remotesManifest';

describe('readRemotesManifest', () => {
  it('keeps valid entries and names the problem of each bad one', () => {
    const reading = readRemotesManifest({
      catalog: { version: '0.1.0', entry: '0.1.0/remoteEntry.js', contract: '1.0.0' },
      basket: { version: '0.1.0', contract: '1.0.0' },
    });
    expect(reading.remotes).toEqual({ catalog: { version: '0.1.0', entry: '0.1.0/remoteEntry.js', contract: '1.0.0' } });
    expect(reading.problems.basket).toMatch(/^remotes.json entry "basket" is malformed/);
    expect(reading.problems.account).toBe('remotes.json has no entry for "account"');
  });
});

describe('the preload lists of a manifest entry', () => {
  const entry = { version: '2.0.0', entry: '2.0.0/remoteEntry.js', contract: '1.0.0' };

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
