import { safeStorage } from './authToken';

/** A Storage whose every use can be made to throw as a browser does. */
function browserStorage() {
  const map = new Map<string, string>();
  const state = { blocked: false, full: false };
  const guard = () => {
    if (state.blocked) throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  const storage = {
    getItem: (key: string) => (guard(), map.get(key) ?? null),
    setItem: (key: string, value: string) => {
      guard();
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => (guard(), void map.delete(key)),
  } as unknown as Storage;
  return { storage, map, state };
}

describe('safeStorage', () => {
  it('reads and writes the browser storage while it works', () => {
    const browser = browserStorage();
    const storage = safeStorage(() => browser.storage);
    storage.setItem('token', 'abc');
    expect(browser.map.get('token')).toBe('abc');
    expect(storage.getItem('token')).toBe('abc');
    storage.removeItem('token');
    expect(storage.getItem('token')).toBeNull();
    expect(browser.map.has('token')).toBe(false);
  });

  it('keeps in memory what a full storage refuses, and still reads what the storage holds', () => {
    const browser = browserStorage();
    browser.map.set('kept', 'from before');
    browser.state.full = true;
    const storage = safeStorage(() => browser.storage);
    expect(() => storage.setItem('nonce', 'n1')).not.toThrow();
    expect(storage.getItem('nonce')).toBe('n1');
    expect(browser.map.has('nonce')).toBe(false);
    expect(storage.getItem('kept')).toBe('from before');
    storage.removeItem('nonce');
    expect(storage.getItem('nonce')).toBeNull();
  });

  it('works from memory when reading the storage itself throws (blocked)', () => {
    const storage = safeStorage(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
    });
    expect(storage.getItem('token')).toBeNull();
    storage.setItem('token', 'abc');
    expect(storage.getItem('token')).toBe('abc');
    storage.removeItem('token');
    expect(storage.getItem('token')).toBeNull();
  });

  it('a value kept in memory gives way to the storage once a later write succeeds', () => {
    const browser = browserStorage();
    browser.state.full = true;
    const storage = safeStorage(() => browser.storage);
    storage.setItem('cart_header', 'first');
    browser.state.full = false;
    storage.setItem('cart_header', 'second');
    expect(browser.map.get('cart_header')).toBe('second');
    browser.map.set('cart_header', 'third');
    expect(storage.getItem('cart_header')).toBe('third');
  });
});
