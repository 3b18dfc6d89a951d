import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { LoadStats } from './loadStats';
import { clientAddress, loopbackFetch } from './loopbackFetch';
import { percentile } from './stepTimes';

/** A server answering each path with a fixed status and body, and saying which address asked. */
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/refused') return void response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"code":"competition_max_tickets"}');
    if (request.url === '/broken')
      return void response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"code":"woocommerce_rest_unknown_server_error"}');
    if (request.url === '/hang-up') return void request.socket.destroy();
    const body = JSON.stringify({ from: request.socket.remoteAddress, nonce: request.headers.nonce ?? null });
    const compressed = String(request.headers['accept-encoding']).includes('br');
    response.writeHead(200, { 'Content-Type': 'application/json', Nonce: 'abc', ...(compressed ? { 'Content-Encoding': 'br' } : {}) });
    response.end(compressed ? zlib.brotliCompressSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(step = 'add') {
  const stats = new LoadStats();
  return { stats, ...loopbackFetch({ localAddress: clientAddress(3), step: () => step, stats }) };
}

test('an answer comes back decoded, with its headers, from the client’s own loopback address, and is counted under its step', async () => {
  const { stats, fetch, close } = client('basket read');
  const response = await fetch(`${base}/ok`, { headers: { Nonce: 'n1' } });
  close();
  expect(response.status).toBe(200);
  expect(response.headers.get('nonce')).toBe('abc');
  expect(await response.json()).toEqual({ from: '127.0.1.5', nonce: 'n1' });
  expect(stats.requests).toBe(1);
  expect([...stats.statuses]).toEqual([[200, 1]]);
  expect(stats.times.summary('basket read').count).toBe(1);
  expect(stats.problemCount).toBe(0);
});

test('a 4xx is a refusal counted by step and code, not a fault', async () => {
  const { stats, fetch, close } = client('add');
  expect((await fetch(`${base}/refused`, { method: 'POST', body: '{}' })).status).toBe(400);
  close();
  expect([...stats.refusals]).toEqual([['add: 400 competition_max_tickets', 1]]);
  expect(stats.problemCount).toBe(0);
});

test('a 5xx is a fault that fails the run', async () => {
  const { stats, fetch, close } = client('checkout');
  expect((await fetch(`${base}/broken`, { method: 'POST', body: '{}' })).status).toBe(500);
  close();
  expect(stats.problems).toEqual(['checkout: HTTP 500 woocommerce_rest_unknown_server_error']);
});

test('a network error rejects as fetch does and is a fault that fails the run', async () => {
  const { stats, fetch, close } = client('sign-in');
  await expect(fetch(`${base}/hang-up`)).rejects.toThrow('fetch failed');
  close();
  expect(stats.requests).toBe(1);
  expect(stats.problems).toEqual(['sign-in: network error (socket hang up)']);
});

test('client addresses are distinct loopback addresses, never the servers’ 127.0.0.1', () => {
  const addresses = Array.from({ length: 600 }, (_, index) => clientAddress(index));
  expect(new Set(addresses).size).toBe(600);
  expect(addresses.slice(0, 2)).toEqual(['127.0.1.2', '127.0.1.3']);
  expect(addresses[250]).toBe('127.0.2.2');
  expect(addresses.filter((address) => !address.startsWith('127.') || address === '127.0.0.1' || Number(address.split('.')[3]) > 254)).toEqual([]);
});

test('percentiles are nearest-rank', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
  expect(percentile(hundred, 0.5)).toBe(50);
  expect(percentile(hundred, 0.99)).toBe(99);
  expect(percentile([7], 0.99)).toBe(7);
  expect(percentile([], 0.5)).toBe(0);
});
