/** @jest-environment node */
import { controlledClock, deferred } from '../testing/controlledClock';
import { FreshValue } from './freshValue';

describe('FreshValue', () => {
  const clock = controlledClock(5_000_000);

  it('reads once, then hands out the value until it is maxAgeMs old', async () => {
    let reads = 0;
    const read = jest.fn(async () => `v${++reads}`);
    const value = new FreshValue(read, 1_000);

    await expect(value.get()).resolves.toBe('v1');
    clock.now += 999;
    await expect(value.get()).resolves.toBe('v1');
    expect(read).toHaveBeenCalledTimes(1);

    clock.now += 1;
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

    await expect(value.get(clock.now + 999)).resolves.toBe('v');
    expect(read).toHaveBeenCalledTimes(1);
    await expect(value.get(clock.now + 1_000)).resolves.toBe('v');
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
    clock.now += 1_000;

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
    clock.now += 1_000;
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
    clock.now += 400;
    pending.resolve('v');
    await first;

    clock.now += 999;
    await expect(value.get()).resolves.toBe('v');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
