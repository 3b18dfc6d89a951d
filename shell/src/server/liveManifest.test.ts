/** @jest-environment node */
import { liveManifestSource } from './liveManifest';

describe('liveManifestSource', () => {
  it('is remotes.json as read, read again once older than its age', async () => {
    let version = 1;
    const read = jest.fn(async () => ({ catalog: { version: `1.0.${version}` } }));
    const live = liveManifestSource(read, 0, jest.fn());
    await expect(live()).resolves.toEqual({ catalog: { version: '1.0.1' } });
    version = 2;
    await expect(live()).resolves.toEqual({ catalog: { version: '1.0.2' } });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('is no remotes, logged, when it cannot be read and was never read before', async () => {
    const log = jest.fn();
    const live = liveManifestSource(async () => Promise.reject(new Error('ENOENT')), 0, log);
    await expect(live()).resolves.toEqual({});
    expect(log).toHaveBeenCalledWith('[render-server] remotes.json could not be read: ENOENT');
  });

  it('is the last good one while it cannot be read', async () => {
    let fail = false;
    const live = liveManifestSource(async () => (fail ? Promise.reject(new Error('timeout')) : { basket: {} }), 0, jest.fn());
    await live();
    fail = true;
    await expect(live()).resolves.toEqual({ basket: {} });
  });
});
