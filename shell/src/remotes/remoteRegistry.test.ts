import { getInstance, loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@shop/shared-contracts';
import { fetchFreshJson } from '../runtime/fetchJson';
import { initRemotes, loadRemoteModule, resetRemote } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../runtime/fetchJson', () => ({ fetchFreshJson: jest.fn() }));

const remoteLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const INTEGRITY = `sha384-${'a'.repeat(64)}`;
const ORIGINS = { catalog: 'http://catalog.test', basket: 'http://basket.test', account: 'http://account.test' };

describe('loadRemoteModule', () => {
  beforeAll(async () => {
    const entry = { version: '1.0.0', entry: '1.0.0/remoteEntry.js', contract: CONTRACT_VERSION, integrity: INTEGRITY };
    (fetchFreshJson as jest.Mock).mockResolvedValue({ catalog: entry, basket: entry, account: entry });
    await initRemotes('/remotes.json', ORIGINS);
  });

  it('shares a load under way (the start-up preload and the slot fetch the remote once) and loads afresh after it settled', async () => {
    const meta = { default: { name: 'remote-catalog', version: '1.0.0', contractVersion: CONTRACT_VERSION } };
    const screenModule = { default: () => null };
    remoteLoad.mockImplementation(async (id: string) => (id.endsWith('/meta') ? meta : screenModule) as never);
    const preload = loadRemoteModule('catalog', 'Screen');
    const slot = loadRemoteModule('catalog', 'Screen');
    expect(slot).toBe(preload);
    await expect(slot).resolves.toBe(screenModule);
    expect(remoteLoad).toHaveBeenCalledTimes(2); // meta and Screen, once each
    await loadRemoteModule('catalog', 'Screen');
    expect(remoteLoad).toHaveBeenCalledTimes(4);
  });
});

describe('the integrity of a remote entry', () => {
  it('goes on the script tag of that entry only, so the browser refuses a file that does not match remotes.json', () => {
    const [plugins] = (registerPlugins as jest.Mock).mock.calls.at(-1) as [ModuleFederationRuntimePlugin[]];
    const createScript = plugins[0]!.createScript!;
    const script = createScript({ url: 'http://catalog.test/1.0.0/remoteEntry.js' }) as HTMLScriptElement;
    expect(script.integrity).toBe(INTEGRITY);
    expect(script.crossOrigin).toBe('anonymous');
    expect(createScript({ url: 'http://catalog.test/1.0.0/screen-home.js' })).toBeUndefined();
  });
});

describe('a retry (resetRemote)', () => {
  const registration = { name: 'remote_catalog', entry: 'http://catalog.test/1.0.0/remoteEntry.js' };

  it('removes the failed remote first, so registering it afresh overrides nothing (which warns on the console)', () => {
    const removeRemote = jest.fn();
    (getInstance as jest.Mock).mockReturnValue({ remoteHandler: { removeRemote } });
    resetRemote('catalog');
    expect(removeRemote).toHaveBeenCalledWith(registration);
    expect(removeRemote.mock.invocationCallOrder[0]).toBeLessThan((registerRemotes as jest.Mock).mock.invocationCallOrder.at(-1)!);
    expect((registerRemotes as jest.Mock).mock.calls.at(-1)).toEqual([[registration], { force: true }]);
  });

  it('still registers it afresh when the runtime cannot remove a remote', () => {
    (getInstance as jest.Mock).mockReturnValue({});
    resetRemote('catalog');
    expect((registerRemotes as jest.Mock).mock.calls.at(-1)).toEqual([[registration], { force: true }]);
  });
});
