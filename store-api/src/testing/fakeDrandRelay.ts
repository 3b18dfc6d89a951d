import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QUICKNET } from '@shop/shared-contracts';
import type { RecordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';

/**
 * A drand HTTP relay on a free loopback port, for tests: it answers `GET /{quicknet chain hash}/public/{round}`
 * as `answer` says (a relay of recorded rounds, a late one, a forger...), 404 for anything else, and keeps
 * the rounds it was asked for.
 */
export interface FakeRelay {
  url: string;
  /** The rounds asked for, in order. */
  asked: number[];
  close(): Promise<void>;
}

export type RelayReply = { status: number; body: unknown } | null;

export async function startFakeRelay(answer: (round: number) => RelayReply): Promise<FakeRelay> {
  const asked: number[] = [];
  const route = new RegExp(`^/${QUICKNET.chainHash}/public/(\\d+)$`);
  const server = http.createServer((request, response) => {
    const match = request.method === 'GET' ? route.exec(request.url ?? '') : null;
    const round = match ? Number(match[1]) : null;
    if (round !== null) asked.push(round);
    const reply = round === null ? null : answer(round);
    const status = reply?.status ?? 404;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(reply ? (typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)) : '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An honest relay: the recorded rounds it has published so far (`published`, which a test may add to later). */
export function recordedRoundsRelay(published: RecordedRound[]): (round: number) => RelayReply {
  return (round) => {
    const found = published.find((entry) => entry.round === round);
    return found ? { status: 200, body: { round: found.round, randomness: found.randomness, signature: found.signature } } : null;
  };
}
