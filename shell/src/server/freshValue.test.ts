/** @jest-environment node */
import { FreshValue } from './freshValue';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('FreshValue', () => {
  let now: number;

  beforeEach(() => {
    now = 5_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads once, then hands out the value until it is maxAgeMs old', async () => {
    let reads = 0;
    const read = jest.fn(async () => `v${++reads}`);
    const value = new FreshValue(read, 1_000);

    await expect(value.get()).resolves.toBe('v1');
    now += 999;
    await expect(value.get()).resolves.toBe('v1');
    expect(read).toHaveBeenCalledTimes(1);

    now += 1;
    await expect(value.get()).resolves.toBe('v2');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not read before it is asked', () => {
    const read = jest.fn(async () => 'v');
    new FreshValue(read, 1_000);
    expect(read).not.toHaveBeenCalled();
  });

  it('measures the age with the `now` it is given', async () => {
    const read = jest.fn(async () => 'v');
    const value = new FreshValue(read, 1_000);
    await value.get();

    await expect(value.get(now + 999)).resolves.toBe('v');
    expect(read).toHaveBeenCalledTimes(1);
    await expect(value.get(now + 1_000)).resolves.toBe('v');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps one read in flight at a time', async () => {
    const pending = deferred<string>();
    const read = jest.fn(() => pending.promise);
    const value = new FreshValue(read, 1_000);

    const first = value.get();
    const second = value.get();
    expect(read).toHaveBeenCalledTimes(1);
    pending.resolve('v');
    await expect(Promise.all([first, second])).resolves.toEqual(['v', 'v']);
  });

  it('keeps one re-read in flight at a time once the value is stale, and waits for it', async () => {
    let reads = 0;
    const pending = deferred<string>();
    const read = jest.fn(() => (++reads === 1 ? Promise.resolve('old') : pending.promise));
    const value = new FreshValue(read, 1_000);
    await value.get();
    now += 1_000;

    const first = value.get();
    const second = value.get();
    expect(read).toHaveBeenCalledTimes(2);
    pending.resolve('new');
    await expect(Promise.all([first, second])).resolves.toEqual(['new', 'new']);
    await expect(value.get()).resolves.toBe('new');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('rejects when the first read fails, and reads again on the next call', async () => {
    const failure = new Error('manifest unreachable');
    const read = jest.fn<Promise<string>, []>().mockRejectedValueOnce(failure).mockResolvedValueOnce('v');
    const value = new FreshValue(read, 1_000);

    await expect(value.get()).rejects.toBe(failure);
    await expect(value.get()).resolves.toBe('v');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('hands every waiting caller the failure of a first read', async () => {
    const pending = deferred<string>();
    const value = new FreshValue(() => pending.promise, 1_000);
    const first = value.get();
    const second = value.get();
    const failure = new Error('down');
    pending.reject(failure);
    await expect(first).rejects.toBe(failure);
    await expect(second).rejects.toBe(failure);
  });

  it('hands out the last good value when a re-read fails, and tries again on the next call', async () => {
    const read = jest
      .fn<Promise<string>, []>()
      .mockResolvedValueOnce('good')
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce('better');
    const value = new FreshValue(read, 1_000);

    await expect(value.get()).resolves.toBe('good');
    now += 1_000;
    await expect(value.get()).resolves.toBe('good');
    await expect(value.get()).resolves.toBe('good');
    expect(read).toHaveBeenCalledTimes(3);
    await expect(value.get()).resolves.toBe('better');
    expect(read).toHaveBeenCalledTimes(4);
    await expect(value.get()).resolves.toBe('better');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('times a value from when its read finished', async () => {
    const pending = deferred<string>();
    const read = jest.fn(() => pending.promise);
    const value = new FreshValue(read, 1_000);
    const first = value.get();
    now += 400;
    pending.resolve('v');
    await first;

    now += 999;
    await expect(value.get()).resolves.toBe('v');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
