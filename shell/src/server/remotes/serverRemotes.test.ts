/** @jest-environment node */
import { controlledClock } from '../../testing/controlledClock';
import { CONTRACT_VERSION } from '@shop/shared-contracts';
import { ServerRemotes } from './serverRemotes';

const URL_1 = 'https://cdn.shop.example/catalog/1.2.3/server/remote.cjs';
const URL_2 = 'https://cdn.shop.example/catalog/1.2.4/server/remote.cjs';

function build({
  name = 'catalog',
  contractVersion = CONTRACT_VERSION,
  withLoadPage = true,
  shape = 'default',
}: { name?: string; contractVersion?: string; withLoadPage?: boolean; shape?: 'default' | 'module' } = {}): string {
  const remote =
    `{ meta: { name: ${JSON.stringify(name)}, version: '1.2.3', contractVersion: ${JSON.stringify(contractVersion)} }, ` +
    `Screen: function () {}${withLoadPage ? ', loadPage: async () => null' : ''} }`;
  return shape === 'default' ? `module.exports = { default: ${remote} };` : `module.exports = ${remote};`;
}

function fetchAnswering(...answers: Array<{ body?: string; status?: number } | Error>) {
  const fetchImpl = jest.fn(async (url: string): Promise<Response> => {
    const answer = answers[Math.min(fetchImpl.mock.calls.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error(`no answer for ${url}`);
    if (answer instanceof Error) throw answer;
    return new Response(answer.body ?? '', { status: answer.status ?? 200 });
  });
  return fetchImpl;
}

function remotesWith(fetchImpl: (url: string) => Promise<Response>, provided: ReadonlyMap<string, unknown> = new Map()): ServerRemotes {
  return new ServerRemotes(provided, fetchImpl as unknown as typeof fetch);
}

describe('ServerRemotes', () => {
  const clock = controlledClock(10_000_000);

  it('loads a server remote exported as default', async () => {
    const fetchImpl = fetchAnswering({ body: build() });
    const remote = await remotesWith(fetchImpl).load('catalog', URL_1);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(URL_1);
    expect(remote.meta).toEqual({ name: 'catalog', version: '1.2.3', contractVersion: CONTRACT_VERSION });
    expect(typeof remote.Screen).toBe('function');
    await expect(remote.loadPage({} as Parameters<typeof remote.loadPage>[0])).resolves.toBeNull();
  });

  it('loads a server remote assigned to module.exports itself', async () => {
    const remote = await remotesWith(fetchAnswering({ body: build({ shape: 'module' }) })).load('catalog', URL_1);
    expect(remote.meta.name).toBe('catalog');
  });

  it('runs the build with the provided modules', async () => {
    const Screen = (): null => null;
    const code = build().replace('Screen: function () {}', 'Screen: require("screen-module")');
    const remote = await remotesWith(fetchAnswering({ body: code }), new Map([['screen-module', Screen]])).load('catalog', URL_1);
    expect(remote.Screen).toBe(Screen);
  });

  it('fetches and runs a URL once: a URL names an immutable release', async () => {
    const fetchImpl = fetchAnswering({ body: build() });
    const remotes = remotesWith(fetchImpl);

    const first = remotes.load('catalog', URL_1);
    const concurrent = remotes.load('catalog', URL_1);
    expect(concurrent).toBe(first);
    const remote = await first;
    clock.now += 60_000;
    await expect(remotes.load('catalog', URL_1)).resolves.toBe(remote);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fetches each URL separately', async () => {
    const fetchImpl = fetchAnswering({ body: build() });
    const remotes = remotesWith(fetchImpl);
    const first = await remotes.load('catalog', URL_1);
    const second = await remotes.load('catalog', URL_2);
    expect(second).not.toBe(first);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([URL_1, URL_2]);
  });

  it('rejects an HTTP error, naming the URL and the status', async () => {
    await expect(remotesWith(fetchAnswering({ status: 404, body: 'Not Found' })).load('catalog', URL_1)).rejects.toThrow(
      new Error(`its server build ${URL_1} answered HTTP 404`),
    );
  });

  it('refuses a build for another remote', async () => {
    await expect(remotesWith(fetchAnswering({ body: build({ name: 'catalog' }) })).load('basket', URL_1)).rejects.toThrow(
      new Error(`its server build ${URL_1} does not export a server remote for "basket"`),
    );
  });

  it('refuses a build without loadPage', async () => {
    await expect(remotesWith(fetchAnswering({ body: build({ withLoadPage: false }) })).load('catalog', URL_1)).rejects.toThrow(
      new Error(`its server build ${URL_1} does not export a server remote for "catalog"`),
    );
  });

  it('refuses a build that exports something else', async () => {
    await expect(remotesWith(fetchAnswering({ body: 'module.exports = { default: 42 };' })).load('catalog', URL_1)).rejects.toThrow(
      new Error(`its server build ${URL_1} does not export a server remote for "catalog"`),
    );
  });

  it('refuses a build for another contract major, saying so', async () => {
    await expect(remotesWith(fetchAnswering({ body: build({ contractVersion: '99.0.0' }) })).load('catalog', URL_1)).rejects.toThrow(
      new Error('its server build declares contract 99.0.0, which this render server does not speak; refusing it'),
    );
  });

  it('accepts a build for a later minor of the same contract major', async () => {
    const [major] = CONTRACT_VERSION.split('.');
    const contractVersion = `${major}.99.0`;
    const remote = await remotesWith(fetchAnswering({ body: build({ contractVersion }) })).load('catalog', URL_1);
    expect(remote.meta.contractVersion).toBe(contractVersion);
  });

  it('lets a build that does not run reject its load', async () => {
    await expect(remotesWith(fetchAnswering({ body: 'require("not-provided");' })).load('catalog', URL_1)).rejects.toThrow(
      new Error(`${URL_1} requires "not-provided", which the render server does not provide`),
    );
  });

  it('retries a failed URL only once 5 s have passed since the failure', async () => {
    const fetchImpl = fetchAnswering({ status: 404 }, { body: build() });
    const remotes = remotesWith(fetchImpl);

    const failed = remotes.load('catalog', URL_1);
    await expect(failed).rejects.toThrow(`its server build ${URL_1} answered HTTP 404`);

    clock.now += 4_999;
    expect(remotes.load('catalog', URL_1)).toBe(failed);
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    clock.now += 1;
    const retried = remotes.load('catalog', URL_1);
    expect(retried).not.toBe(failed);
    const remote = await retried;
    expect(remote.meta.name).toBe('catalog');
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    clock.now += 60_000;
    await expect(remotes.load('catalog', URL_1)).resolves.toBe(remote);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('counts the 5 s from when the load failed, not from when it started', async () => {
    let fail!: (error: Error) => void;
    const fetchImpl = jest.fn((): Promise<Response> =>
      fetchImpl.mock.calls.length === 1
        ? new Promise<Response>((_, reject) => {
            fail = reject;
          })
        : Promise.resolve(new Response(build())),
    );
    const remotes = remotesWith(fetchImpl);

    const failed = remotes.load('catalog', URL_1);
    clock.now += 10_000;
    expect(remotes.load('catalog', URL_1)).toBe(failed);
    const outage = new Error('connect ECONNREFUSED');
    fail(outage);
    await expect(failed).rejects.toBe(outage);

    clock.now += 4_999;
    expect(remotes.load('catalog', URL_1)).toBe(failed);
    clock.now += 1;
    await expect(remotes.load('catalog', URL_1)).resolves.toMatchObject({ meta: { name: 'catalog' } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
