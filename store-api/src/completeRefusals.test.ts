import { PassThrough } from 'node:stream';
import { drainUnreadBody } from './http/unreadBody';
import { raw, SERVICE_TOKEN, startTestApi } from './testing/testApi';
import { uploadSlowly, type SlowUpload } from './testing/slowUpload';
import { testClock } from './testing/testClock';

// The real limits need up to 70 real password hashes in one test; a shared 2-core machine can take a while.
jest.setTimeout(120_000);

const MB = 1024 * 1024;
const LOGIN_PATH = '/competition/index.php/wp-json/?rest_route=/api/v1/login';
const HEADERS = { Authorization: `Bearer ${SERVICE_TOKEN}`, 'Content-Type': 'application/json' };

/** A JSON object of exactly `bytes` bytes: a sign-in with a very long password. */
function jsonOfSize(bytes: number): Buffer {
  const shell = JSON.stringify({ username: 'demo@anglingprizes.test', password: '' });
  return Buffer.from(shell.replace('"password":""', `"password":"${'a'.repeat(bytes - shell.length)}"`));
}

let api: Awaited<ReturnType<typeof startTestApi>>;
const clock = testClock();
beforeAll(async () => {
  api = await startTestApi({ now: clock.now });
});
afterAll(() => api.close());

/** The client wrote every byte without its connection being cut, and then read a whole answer. */
async function expectWholeAnswer(upload: SlowUpload) {
  const result = await uploadSlowly(api.url, upload);
  expect({ bytesWritten: result.bytesWritten, socketError: result.socketError }).toEqual({ bytesWritten: upload.body.length, socketError: '' });
  expect(result.answer).not.toBeNull();
  return { ...result.answer!, json: JSON.parse(result.answer!.body) as unknown };
}

describe('every refusal is a whole answer, even while the client is still sending its body', () => {
  it('413: a 2 MB body over the 256 KB limit, with a Content-Length or chunked', async () => {
    const body = jsonOfSize(2 * MB);
    expect(body.length).toBe(2 * MB);
    for (const chunked of [false, true]) {
      const answer = await expectWholeAnswer({ path: LOGIN_PATH, headers: HEADERS, body, chunked });
      expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json).toEqual({ code: 'rest_request_too_large', message: 'The request body is too large.', data: { status: 413 } });
    }
  });

  it('400: malformed JSON sent slowly, 16 KB at a time', async () => {
    const body = Buffer.from(`{"username": "demo@anglingprizes.test", "password": "${'b'.repeat(200 * 1024)}`);
    const answer = await expectWholeAnswer({ path: LOGIN_PATH, headers: HEADERS, body, chunkBytes: 16 * 1024 });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
    });
  });

  it('429: a 2 MB JSON body sent to sign in from an address that must wait (refused before the body is read)', async () => {
    for (let account = 1; account <= 50; account += 1) {
      expect((await raw(api, '/api/v1/login', { body: { username: `victim${account}@example.com`, password: 'Wrong!Pass2024' } })).status).toBe(403);
    }
    // Also from a client that asks for the connection to close after the answer (Node then closes it at once).
    for (const [chunked, connection] of [
      [false, 'keep-alive'],
      [true, 'keep-alive'],
      [false, 'close'],
    ] as const) {
      const answer = await expectWholeAnswer({ path: LOGIN_PATH, headers: { ...HEADERS, Connection: connection }, body: jsonOfSize(2 * MB), chunked });
      expect(answer.statusLine).toBe('HTTP/1.1 429 Too Many Requests');
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json).toEqual({
        code: 'too_many_attempts',
        message: 'Too many failed sign-in attempts from your network. Please wait 2 seconds and try again.',
        data: { status: 429, retry_after: 2 },
      });
    }
  });
});

describe('reading what is left of a refused body', () => {
  const limits = { bytes: 1000, ms: 200 };

  it('reads to the end of the body, and says so', async () => {
    const body = new PassThrough();
    const drained = drainUnreadBody(body, limits);
    body.write(Buffer.alloc(600));
    body.end(Buffer.alloc(400));
    await expect(drained).resolves.toBe(true);
  });

  it('stops past the byte limit or the time limit, or when the client goes away (the connection is then closed)', async () => {
    const flood = new PassThrough();
    const overBytes = drainUnreadBody(flood, limits);
    flood.write(Buffer.alloc(1001));
    await expect(overBytes).resolves.toBe(false);
    expect(flood.isPaused()).toBe(true);

    const started = Date.now();
    await expect(drainUnreadBody(new PassThrough(), limits)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    const gone = new PassThrough();
    const whenGone = drainUnreadBody(gone, limits);
    gone.destroy();
    await expect(whenGone).resolves.toBe(false);
  });

  it('has nothing to do for a body already read', async () => {
    const read = new PassThrough();
    read.end('{}');
    read.resume();
    await new Promise((resolve) => read.once('end', resolve));
    await expect(drainUnreadBody(read, limits)).resolves.toBe(true);
  });
});
