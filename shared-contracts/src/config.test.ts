import { DEFAULT_RUNTIME_CONFIG, readRuntimeConfig } from './config';

const whole = {
  apiHost: 'https://shop.example.co.uk',
  serviceToken: 'service-123',
  realtimeDatabase: { databaseURL: 'https://x.firebaseio.com', projectId: 'x', apiKey: 'k', emulator: null },
  remotesManifestUrl: '/remotes.json',
  remoteOrigins: { catalog: 'https://c.example', basket: 'https://b.example', account: 'https://a.example' },
};

describe('readRuntimeConfig', () => {
  it('takes a whole config as it is, with no problems', () => {
    expect(readRuntimeConfig(whole)).toEqual({ config: whole, problems: [] });
  });

  it('names a missing field and keeps the rest', () => {
    const { apiHost: _dropped, ...rest } = whole;
    const reading = readRuntimeConfig(rest);
    expect(reading.problems).toEqual(['config.json is missing "apiHost"; using the default']);
    expect(reading.config.apiHost).toBe(DEFAULT_RUNTIME_CONFIG.apiHost);
    expect(reading.config.serviceToken).toBe('service-123');
  });

  it('names a malformed field', () => {
    const reading = readRuntimeConfig({ ...whole, remoteOrigins: { catalog: 'not a url' } });
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]).toMatch(/^config.json has a malformed "remoteOrigins"/);
    expect(reading.config.remoteOrigins).toEqual(DEFAULT_RUNTIME_CONFIG.remoteOrigins);
  });

  it('takes publicReadsFromStorefront only when it is true, and leaves it out otherwise', () => {
    expect(readRuntimeConfig({ ...whole, publicReadsFromStorefront: true })).toEqual({ config: { ...whole, publicReadsFromStorefront: true }, problems: [] });
    for (const other of [false, 'yes', 1]) expect(readRuntimeConfig({ ...whole, publicReadsFromStorefront: other })).toEqual({ config: whole, problems: [] });
  });

  it('falls back to defaults when the file is not an object', () => {
    expect(readRuntimeConfig('oops').config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
