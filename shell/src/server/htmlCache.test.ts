/** @jest-environment node */
import { controlledClock, deferred } from '../testing/controlledClock';
import { HtmlCache } from './htmlCache';

/** A promise the test settles by hand, to hold a render in flight. */
const keepAll = (): boolean => true;

describe('HtmlCache', () => {
  const clock = controlledClock(1_000_000);

  it('renders a key once and hands out the kept value until maxAgeMs has passed', async () => {
    const cache = new HtmlCache<string>(100);
    let renders = 0;
    const render = jest.fn(async () => `page ${++renders}`);

    await expect(cache.get('/a', render, keepAll)).resolves.toBe('page 1');
    clock.now += 99;
    await expect(cache.get('/a', render, keepAll)).resolves.toBe('page 1');
    expect(render).toHaveBeenCalledTimes(1);

    clock.now += 1;
    await expect(cache.get('/a', render, keepAll)).resolves.toBe('page 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('counts the age from when the render finished', async () => {
    const cache = new HtmlCache<string>(100);
    const slow = deferred<string>();
    const first = cache.get('/a', () => slow.promise, keepAll);
    clock.now += 500;
    slow.resolve('slow page');
    await expect(first).resolves.toBe('slow page');

    clock.now += 99;
    const render = jest.fn(async () => 'new page');
    await expect(cache.get('/a', render, keepAll)).resolves.toBe('slow page');
    expect(render).not.toHaveBeenCalled();
  });

  it('keeps each key apart', async () => {
    const cache = new HtmlCache<string>(100);
    await cache.get('/a', async () => 'A', keepAll);
    await cache.get('/b', async () => 'B', keepAll);

    const render = jest.fn(async () => 'other');
    await expect(cache.get('/a', render, keepAll)).resolves.toBe('A');
    await expect(cache.get('/b', render, keepAll)).resolves.toBe('B');
    await expect(cache.get('/c', render, keepAll)).resolves.toBe('other');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('collapses concurrent requests for a key into one render', async () => {
    const cache = new HtmlCache<string>(100);
    const pending = deferred<string>();
    const render = jest.fn(() => pending.promise);

    const first = cache.get('/a', render, keepAll);
    const second = cache.get('/a', render, keepAll);
    expect(second).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);

    pending.resolve('page');
    await expect(Promise.all([first, second])).resolves.toEqual(['page', 'page']);
  });

  it('collapses concurrent requests even for a value it will not keep, then renders again', async () => {
    const cache = new HtmlCache<string>(100);
    const pending = deferred<string>();
    const render = jest.fn(() => pending.promise);
    const keep = jest.fn(() => false);

    const first = cache.get('/a', render, keep);
    const second = cache.get('/a', render, keep);
    pending.resolve('fallback');
    await expect(Promise.all([first, second])).resolves.toEqual(['fallback', 'fallback']);
    expect(render).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith('fallback');

    const again = jest.fn(async () => 'rendered');
    await expect(cache.get('/a', again, keepAll)).resolves.toBe('rendered');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value that keep() refuses', async () => {
    const cache = new HtmlCache<{ rendered: boolean }>(100);
    const keep = (value: { rendered: boolean }): boolean => value.rendered;

    await expect(cache.get('/a', async () => ({ rendered: false }), keep)).resolves.toEqual({ rendered: false });
    const render = jest.fn(async () => ({ rendered: true }));
    await expect(cache.get('/a', render, keep)).resolves.toEqual({ rendered: true });
    await expect(cache.get('/a', render, keep)).resolves.toEqual({ rendered: true });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('hands a failed render to every waiting request, keeps nothing and renders again next time', async () => {
    const cache = new HtmlCache<string>(100);
    const pending = deferred<string>();
    const render = jest.fn(() => pending.promise);
    const keep = jest.fn(keepAll);

    const first = cache.get('/a', render, keep);
    const second = cache.get('/a', render, keep);
    const failure = new Error('remote down');
    pending.reject(failure);
    await expect(first).rejects.toBe(failure);
    await expect(second).rejects.toBe(failure);
    expect(keep).not.toHaveBeenCalled();

    const retry = jest.fn(async () => 'page');
    await expect(cache.get('/a', retry, keep)).resolves.toBe('page');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('waits for the one new render when a kept value has expired', async () => {
    const cache = new HtmlCache<string>(100);
    await cache.get('/a', async () => 'old', keepAll);
    clock.now += 100;

    const pending = deferred<string>();
    const render = jest.fn(() => pending.promise);
    const first = cache.get('/a', render, keepAll);
    const second = cache.get('/a', render, keepAll);
    expect(render).toHaveBeenCalledTimes(1);
    pending.resolve('new');
    await expect(Promise.all([first, second])).resolves.toEqual(['new', 'new']);
  });

  it('evicts the oldest kept value beyond maxEntries', async () => {
    const cache = new HtmlCache<string>(1_000, 2);
    await cache.get('/a', async () => 'A', keepAll);
    await cache.get('/b', async () => 'B', keepAll);
    await cache.get('/c', async () => 'C', keepAll);

    const render = jest.fn(async (key: string) => `${key} again`);
    await expect(cache.get('/c', () => render('/c'), keepAll)).resolves.toBe('C');
    await expect(cache.get('/b', () => render('/b'), keepAll)).resolves.toBe('B');
    expect(render).not.toHaveBeenCalled();
    await expect(cache.get('/a', () => render('/a'), keepAll)).resolves.toBe('/a again');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('counts a re-rendered key as the newest entry when evicting', async () => {
    const cache = new HtmlCache<string>(100, 2);
    await cache.get('/a', async () => 'A1', keepAll);
    clock.now += 50;
    await cache.get('/b', async () => 'B1', keepAll);
    clock.now += 50;
    // '/a' has expired; its new value is stored after '/b', so '/b' is now the oldest.
    await expect(cache.get('/a', async () => 'A2', keepAll)).resolves.toBe('A2');
    await cache.get('/c', async () => 'C1', keepAll);

    const render = jest.fn(async () => 'fresh');
    await expect(cache.get('/a', render, keepAll)).resolves.toBe('A2');
    await expect(cache.get('/c', render, keepAll)).resolves.toBe('C1');
    expect(render).not.toHaveBeenCalled();
    await expect(cache.get('/b', render, keepAll)).resolves.toBe('fresh');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('does not count values it did not keep towards maxEntries', async () => {
    const cache = new HtmlCache<string>(1_000, 1);
    await cache.get('/a', async () => 'A', keepAll);
    await cache.get(
      '/b',
      async () => 'B',
      () => false,
    );

    const render = jest.fn(async () => 'again');
    await expect(cache.get('/a', render, keepAll)).resolves.toBe('A');
    expect(render).not.toHaveBeenCalled();
  });
});
