import fs from 'node:fs';
import path from 'node:path';
import { DomainError } from './domain/errors';
import { toWpError } from './http/domainErrors';

/**
 * The inside's layering: domain and table code never reach into the HTTP layer (they throw DomainError,
 * which only http/ turns into WordPress errors), and routes hold no SQL and cast no rows (the table
 * modules read rows through typed mappers).
 */
const SRC = __dirname;

function sourcesUnder(folder: string): { file: string; text: string }[] {
  return fs
    .readdirSync(path.join(SRC, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ file: `${folder}/${name}`, text: fs.readFileSync(path.join(SRC, folder, name), 'utf8') }));
}

/** Code without comments, so words in prose ("as WooCommerce does") do not count. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('store-api layers', () => {
  it('domain/ and db/ import nothing from http/ and never build WordPress errors', () => {
    const offenders = [...sourcesUnder('domain'), ...sourcesUnder('db')].filter(
      ({ text }) => /from '\.\.\/http\//.test(text) || /\bWpError\b/.test(code(text)),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('routes/ hold no SQL and no `as` casts', () => {
    const offenders = sourcesUnder('routes').filter(({ text }) =>
      /\b(sql|prepare)\(|\bSELECT\b|\bINSERT\b|\bUPDATE\b|\bDELETE\b|\sas\s+[A-Z{]/.test(code(text)),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('every rate-limit refusal is built by rateLimited(), so each 429 says how long to wait (Retry-After and the message)', () => {
    const sources = [...sourcesUnder('domain'), ...sourcesUnder('routes'), ...sourcesUnder('http')].filter(({ file }) => file !== 'domain/rateLimited.ts');
    const offenders = sources.filter(({ text }) => /new DomainError\(\s*'rate_limited'|new WpError\(\s*429|\.as\(\s*'rate_limited'/.test(code(text)));
    expect(offenders.map(({ file }) => file)).toEqual([]);
    expect(sources.filter(({ text }) => /\brateLimited\(/.test(code(text))).map(({ file }) => file)).toEqual(
      expect.arrayContaining(['domain/authAttempts.ts', 'domain/chat.ts']),
    );
  });

  it('the HTTP layer answers each kind of domain refusal with its status, and a rate limit with Retry-After', () => {
    const statuses = (['invalid', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited'] as const).map(
      (kind) => toWpError(new DomainError(kind, 'code', 'Message')).status,
    );
    expect(statuses).toEqual([400, 401, 403, 404, 409, 429]);
    const limited = toWpError(new DomainError('rate_limited', 'too_many_attempts', 'Too many failed attempts.', 900));
    expect(limited.toBody()).toEqual({ code: 'too_many_attempts', message: 'Too many failed attempts.', data: { status: 429, retry_after: 900 } });
    expect(limited.headers).toEqual({ 'Retry-After': '900' });
  });
});
