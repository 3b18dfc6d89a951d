/** @jest-environment node */
import { SharedAnswers } from './sharedAnswers';

/** A backend's answer, as the public reads keep them: usable unless a 5xx. */
interface BackendAnswer {
  status: number;
  body: string;
}
const answer = (body: string, status = 200): BackendAnswer => ({ status, body });

/** A backend request the test has not answered yet. */
interface Pending {
  resolve: (value: BackendAnswer) => void;
  reject: (error: Error) => void;
}

function setup(maxAgeMs?: number) {
  const clock = { now: 1_000_000 };
  const failures: string[] = [];
  const answers = new SharedAnswers<BackendAnswer>({
    freshMs: 2000,
    maxAgeMs,
    usable: (value) => value.status < 500,
    problemOf: (value) => `HTTP ${value.status}`,
    now: () => clock.now,
    onRefreshFailed: (key, problem, ageMs) => failures.push(`${key}: ${problem}, ${ageMs} ms old`),
  });
  /** A backend whose every request waits until the test answers it. */
  const pending: Pending[] = [];
  const load = jest.fn(() => new Promise<BackendAnswer>((resolve, reject) => pending.push({ resolve, reject })));
  return { clock, failures, answers, load, pending };
}

describe('SharedAnswers', () => {
  it('makes one backend request for fifty customers who ask at once, and hands each the same answer', async () => {
    const { answers, load, pending } = setup();
    const asked = Array.from({ length: 50 }, () => answers.get('list', load));
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve(answer('[1]'));
    const got = await Promise.all(asked);
    expect(new Set(got.map((one) => one.value.body))).toEqual(new Set(['[1]']));
    expect(got.map((one) => one.served)).toEqual(Array(50).fill('miss'));
  });

  it('serves a fresh answer without asking for 2 s, then the stale one at once while one refresh runs, then the new one', async () => {
    const { clock, answers, load, pending } = setup();
    const first = answers.get('list', load);
    pending[0]!.resolve(answer('old'));
    await first;
    clock.now += 1999;
    expect(await answers.get('list', load)).toEqual({ value: answer('old'), served: 'fresh', ageMs: 1999 });
    expect(load).toHaveBeenCalledTimes(1);
    clock.now += 1;
    const during = await Promise.all([answers.get('list', load), answers.get('list', load), answers.get('list', load)]);
    expect(during.map((one) => [one.value.body, one.served])).toEqual(Array(3).fill(['old', 'stale']));
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(answer('new'));
    await Promise.resolve();
    await Promise.resolve();
    expect(await answers.get('list', load)).toMatchObject({ value: answer('new'), served: 'fresh' });
  });

  it.each([
    ['the backend answers 500', (request: Pending) => request.resolve(answer('{"code":"internal_server_error"}', 500)), 'HTTP 500'],
    ['the backend cannot be reached', (request: Pending) => request.reject(new Error('connect ECONNREFUSED')), 'connect ECONNREFUSED'],
  ])('keeps the last good answer when %s, says so, and asks again only a window later', async (_case, fail, problem) => {
    const { clock, failures, answers, load, pending } = setup();
    const first = answers.get('list', load);
    pending[0]!.resolve(answer('good'));
    await first;
    clock.now += 5000;
    expect((await answers.get('list', load)).value.body).toBe('good');
    fail(pending[1]!);
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([`list: ${problem}, 5000 ms old`]);
    clock.now += 1999;
    expect(await answers.get('list', load)).toMatchObject({ value: answer('good'), served: 'fresh' });
    expect(load).toHaveBeenCalledTimes(2);
    clock.now += 1;
    expect((await answers.get('list', load)).value.body).toBe('good');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('hands out a value at most maxAgeMs old while the backend answers: past it, callers wait for the refresh; past it and failing, the last good value', async () => {
    const { clock, failures, answers, load, pending } = setup(3000);
    const first = answers.get('list', load);
    pending[0]!.resolve(answer('old'));
    await first;
    clock.now += 2500;
    // Stale but within the bound: at once, and the refresh starts.
    expect(await answers.get('list', load)).toEqual({ value: answer('old'), served: 'stale', ageMs: 2500 });
    expect(load).toHaveBeenCalledTimes(2);
    clock.now += 500;
    // 3 s old and the refresh not back: these callers wait for it (the same one request).
    let settled = false;
    const waiting = Promise.all([answers.get('list', load), answers.get('list', load)]).then((got) => ((settled = true), got));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(answer('new'));
    expect((await waiting).map((one) => [one.value.body, one.served, one.ageMs])).toEqual(Array(2).fill(['new', 'miss', 0]));
    clock.now += 3000;
    const failing = answers.get('list', load);
    pending[2]!.resolve(answer('down', 503));
    expect(await failing).toEqual({ value: answer('new'), served: 'miss', ageMs: 3000 });
    expect(failures).toEqual(['list: HTTP 503, 3000 ms old']);
  });

  it('hands a 5xx or an error to the callers when there is no good answer to fall back on, and keeps nothing', async () => {
    const { answers, load, pending } = setup();
    const failed = answers.get('list', load);
    pending[0]!.resolve(answer('{"code":"down"}', 503));
    expect(await failed).toMatchObject({ value: { status: 503 }, served: 'miss' });
    const unreachable = answers.get('list', load);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.reject(new Error('socket hang up'));
    await expect(unreachable).rejects.toThrow('socket hang up');
  });

  it("keeps a 4xx as the backend's answer for everyone (an unknown competition is unknown to every customer)", async () => {
    const { answers, load, pending } = setup();
    const first = answers.get('detail 999', load);
    pending[0]!.resolve(answer('{"code":"competition_not_found"}', 404));
    await first;
    expect(await answers.get('detail 999', load)).toMatchObject({ value: { status: 404 }, served: 'fresh' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxEntries values, dropping the least recently made, and counts each key's loads", async () => {
    const failures: string[] = [];
    const answers = new SharedAnswers<string>({ freshMs: 2000, maxEntries: 2, usable: () => true, onRefreshFailed: (key) => failures.push(key) });
    for (const key of ['a', 'b', 'c']) await answers.get(key, async () => key);
    const load = jest.fn(async () => 'a again');
    expect(await answers.get('a', load)).toMatchObject({ value: 'a again', served: 'miss' });
    expect(await answers.get('c', load)).toMatchObject({ value: 'c', served: 'fresh' });
    expect(Object.fromEntries(answers.loads)).toEqual({ a: 2, b: 1 });
  });
});
