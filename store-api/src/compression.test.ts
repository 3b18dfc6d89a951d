import http from 'node:http';
import zlib from 'node:zlib';
import { startTestApi, SERVICE_TOKEN } from './testing/testApi';
import type { RunningStoreApi } from './server';
import { buildApiUrl } from '@shop/shared-contracts';

interface RawAnswer {
  encoding: string | undefined;
  bytes: Buffer;
}

/** The competition list call with exactly the given Accept-Encoding (fetch would add and undo its own), answered as sent on the wire. */
function listCompetitions(api: RunningStoreApi, acceptEncoding?: string): Promise<RawAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${SERVICE_TOKEN}`, 'Content-Type': 'application/json' };
  if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    http
      .request(buildApiUrl(api.url, '/api/v1/competition'), { method: 'POST', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end(JSON.stringify({ category: 'all', page: 1, limit: 12 }));
  });
}

describe('store-api compresses its answers for clients that accept it', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('sends a list of competitions brotli-compressed to a browser, to under a third of its size, with the same JSON', async () => {
    const plain = await listCompetitions(api);
    const compressed = await listCompetitions(api, 'gzip, deflate, br, zstd');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(10_000);
    expect(compressed.encoding).toBe('br');
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('falls back to gzip for a client without brotli', async () => {
    const compressed = await listCompetitions(api, 'gzip');
    expect(compressed.encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(compressed.bytes).toString('utf8')).success).toBe(true);
  });
});
