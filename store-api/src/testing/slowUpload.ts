import net from 'node:net';

export interface RawAnswer {
  statusLine: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface SlowUploadResult {
  /** Body bytes the client wrote (the socket took them without an error). */
  bytesWritten: number;
  /** What the client's socket reported (EPIPE, ECONNRESET when the server cut it), '' for nothing. */
  socketError: string;
  /** The whole answer, or null when none (or only part of one) arrived. */
  answer: RawAnswer | null;
}

export interface SlowUpload {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Send the body as `Transfer-Encoding: chunked` instead of with a Content-Length. */
  chunked?: boolean;
  chunkBytes?: number;
  /** The pause after each chunk: the link's slowness (a fast client's whole body would sit in socket buffers before any answer). */
  pauseMs?: number;
}

/** The answer in `received`, once all of it (the head and Content-Length bytes of body) is there. */
function wholeAnswer(received: Buffer): RawAnswer | null {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers['content-length']);
  const body = received.subarray(headEnd + 4);
  if (!Number.isInteger(length) || body.length < length) return null;
  return { statusLine, status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}

/**
 * Sends a request the way a client on a slow link sends a big one: the head, then the body in chunks, each
 * written once the socket took the last, reading whatever comes back meanwhile. The socket is half-open, as
 * an HTTP client's is: an early answer or the server's FIN does not stop the client writing (only an error
 * does). Resolves once the body is all written and a whole answer read, or the connection failed or closed.
 */
export function uploadSlowly(url: string, upload: SlowUpload): Promise<SlowUploadResult> {
  const { hostname, port } = new URL(url);
  const chunkBytes = upload.chunkBytes ?? 64 * 1024;
  const pauseMs = upload.pauseMs ?? 5;
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    let received = Buffer.alloc(0);
    let bytesWritten = 0;
    let socketError = '';
    let writing = true;
    const finish = () => {
      socket.destroy();
      resolve({ bytesWritten, socketError, answer: wholeAnswer(received) });
    };
    const finishWhenDone = () => {
      if (!writing && wholeAnswer(received)) finish();
    };
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      finishWhenDone();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
      writing = false;
    });
    socket.on('close', finish);
    socket.on('connect', async () => {
      const framing = upload.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(upload.body.length) };
      const head = Object.entries({ Host: `${hostname}:${port}`, ...upload.headers, ...framing })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${upload.path} HTTP/1.1\r\n${head}\r\n`);
      for (let offset = 0; offset < upload.body.length && writing; offset += chunkBytes) {
        const piece = upload.body.subarray(offset, offset + chunkBytes);
        const wire = upload.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        if (!socket.write(wire)) await new Promise((taken) => socket.once('drain', taken).once('close', taken));
        if (writing) bytesWritten += piece.length;
        await new Promise((paused) => setTimeout(paused, pauseMs));
      }
      if (writing && upload.chunked) socket.write('0\r\n\r\n');
      writing = false;
      finishWhenDone();
    });
  });
}
