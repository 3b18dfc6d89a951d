/**
 * One request straight to a PHP-FPM socket over FastCGI, as a web server other than this site's nginx would
 * pass it: for tests of what PHP does with requests nginx refuses first (the plugin's request guard).
 */
import net from 'node:net';

const VERSION = 1;
const BEGIN_REQUEST = 1;
const END_REQUEST = 3;
const PARAMS = 4;
const STDIN = 5;
const STDOUT = 6;
const RESPONDER = 1;
const REQUEST_ID = 1;
const MAX_CONTENT = 65_535;

export interface FastCgiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function record(type: number, content: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt8(VERSION, 0);
  header.writeUInt8(type, 1);
  header.writeUInt16BE(REQUEST_ID, 2);
  header.writeUInt16BE(content.length, 4);
  return Buffer.concat([header, content]);
}

/** A stream's records: its content cut to the largest a record holds, then the empty record that ends it. */
function stream(type: number, content: Buffer): Buffer[] {
  const records: Buffer[] = [];
  for (let offset = 0; offset < content.length; offset += MAX_CONTENT) records.push(record(type, content.subarray(offset, offset + MAX_CONTENT)));
  return [...records, record(type)];
}

function length(value: number): Buffer {
  if (value < 128) return Buffer.from([value]);
  const long = Buffer.alloc(4);
  long.writeUInt32BE(value | 0x80000000);
  return long;
}

function encodeParams(params: Readonly<Record<string, string>>): Buffer {
  return Buffer.concat(
    Object.entries(params).flatMap(([name, value]) => {
      const [nameBytes, valueBytes] = [Buffer.from(name), Buffer.from(value)];
      return [length(nameBytes.length), length(valueBytes.length), nameBytes, valueBytes];
    }),
  );
}

/** PHP's CGI answer: its headers (Status among them), a blank line, the body. */
function parseAnswer(output: Buffer): FastCgiAnswer {
  const text = output.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, end).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number((headers.status ?? '200').split(' ')[0]), headers, body: text.slice(end + 4) };
}

/** Sends one request (its CGI params and body) to a PHP-FPM socket and resolves with PHP's answer. */
export function fastCgiRequest(socket: string, params: Readonly<Record<string, string>>, body: Buffer = Buffer.alloc(0)): Promise<FastCgiAnswer> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    const chunks: Buffer[] = [];
    let received = Buffer.alloc(0);
    connection.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      while (received.length >= 8) {
        const size = 8 + received.readUInt16BE(4) + received.readUInt8(6);
        if (received.length < size) break;
        const type = received.readUInt8(1);
        if (type === STDOUT) chunks.push(received.subarray(8, 8 + received.readUInt16BE(4)));
        received = received.subarray(size);
        if (type === END_REQUEST) {
          connection.end();
          resolve(parseAnswer(Buffer.concat(chunks)));
          return;
        }
      }
    });
    connection.once('error', reject);
    connection.once('close', () => reject(new Error(`PHP-FPM at ${socket} closed the connection before it answered.`)));
    const begin = Buffer.alloc(8);
    begin.writeUInt16BE(RESPONDER, 0);
    connection.write(Buffer.concat([record(BEGIN_REQUEST, begin), ...stream(PARAMS, encodeParams(params)), ...stream(STDIN, body)]));
  });
}
