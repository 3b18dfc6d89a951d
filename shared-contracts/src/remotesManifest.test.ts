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
