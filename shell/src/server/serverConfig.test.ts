/** @jest-environment node */
import * as contracts from '@shop/shared-contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@shop/shared-contracts';
import { serverConfigSource } from './serverConfig';

jest.mock('@shop/shared-contracts', () => {
  const actual = jest.requireActual<typeof contracts>('@shop/shared-contracts');
  return { ...actual, readRuntimeConfig: jest.fn(actual.readRuntimeConfig) };
});

const okFetch = () => jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => Response.json({ data: [] }));

describe('serverConfigSource', () => {
  beforeEach(() => jest.mocked(contracts.readRuntimeConfig).mockClear());

  it('checks config.json and makes its API client once for as long as it is handed the same value', () => {
    const raw = { ...DEFAULT_RUNTIME_CONFIG, apiHost: 'https://api.shop.test' };
    const current = serverConfigSource(() => raw, okFetch());
    const first = current();
    expect(first.config.apiHost).toBe('https://api.shop.test');
    expect(first.raw).toBe(raw);
    expect(current()).toBe(first);
    expect(current().api).toBe(first.api);
    expect(contracts.readRuntimeConfig).toHaveBeenCalledTimes(1);
  });

  it('checks a value it is handed anew, once', () => {
    let raw: unknown = { ...DEFAULT_RUNTIME_CONFIG, apiHost: 'https://api.shop.test' };
    const current = serverConfigSource(() => raw, okFetch());
    const first = current();
    raw = { ...DEFAULT_RUNTIME_CONFIG, apiHost: 'https://proxy.shop.test' };
    expect(current().config.apiHost).toBe('https://proxy.shop.test');
    expect(current().api).not.toBe(first.api);
    expect(contracts.readRuntimeConfig).toHaveBeenCalledTimes(2);
  });

  it('takes the defaults for what is missing or malformed, as the browser does', () => {
    expect(serverConfigSource(() => undefined, okFetch())().config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(serverConfigSource(() => ({ apiHost: 'not a url' }), okFetch())().config.apiHost).toBe(DEFAULT_RUNTIME_CONFIG.apiHost);
  });

  it("calls the config's API host with the service token, each call with a signal that ends it", async () => {
    const fetchImpl = okFetch();
    const raw = { ...DEFAULT_RUNTIME_CONFIG, apiHost: 'https://api.shop.test', serviceToken: 'service-token' };
    await serverConfigSource(() => raw, fetchImpl)().api.getFaqs();
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toMatch(/^https:\/\/api\.shop\.test\//);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer service-token');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});
