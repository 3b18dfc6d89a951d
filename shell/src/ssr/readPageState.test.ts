import { PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';
import { readPageState } from './readPageState';

const STATE: PageState = {
  config: { apiHost: 'https://api.anglingprizes.example', serviceToken: 'svc' },
  manifest: { catalog: { version: '0.1.0' } },
  rendered: null,
};

/** A page as the render server sends it: the state block in a JSON script element. */
function pageWith(text: string | null, id = PAGE_STATE_ELEMENT_ID): Document {
  const doc = document.implementation.createHTMLDocument('Angling Prizes');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('readPageState', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the state the render server embedded', () => {
    const rendered = {
      queries: { mutations: [], queries: [] },
      settings: null,
      winnerStats: { totalPrizeValue: 125000, totalWinner: 3210 },
      renderTime: 1_795_176_000_000,
    };
    expect(readPageState(pageWith(JSON.stringify(STATE)))).toEqual(STATE);
    expect(readPageState(pageWith(JSON.stringify({ ...STATE, rendered })))).toEqual({ ...STATE, rendered });
    expect(error).not.toHaveBeenCalled();
  });

  it('reads it from the id shop-page-state', () => {
    expect(PAGE_STATE_ELEMENT_ID).toBe('shop-page-state');
    expect(readPageState(pageWith(JSON.stringify(STATE), 'another-state'))).toBeNull();
  });

  it('reads only a script element with the id: server HTML shown before it cannot pose as the state', () => {
    const doc = pageWith(JSON.stringify(STATE));
    const posing = doc.createElement('p');
    posing.id = PAGE_STATE_ELEMENT_ID;
    posing.textContent = JSON.stringify({ ...STATE, config: { apiHost: 'https://attacker.example' } });
    doc.body.prepend(posing);
    expect(readPageState(doc)).toEqual(STATE);
    doc.querySelector('script')!.remove();
    expect(readPageState(doc)).toBeNull();
  });

  it('is null on a page without the element (the dev server’s index.html) or with an empty one', () => {
    expect(readPageState(pageWith(null))).toBeNull();
    expect(readPageState(pageWith(''))).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('is null for malformed JSON, and says so', () => {
    expect(readPageState(pageWith('{"config": {'))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[shell] the page state could not be read; reading config.json instead:', expect.any(SyntaxError));
  });

  it.each([
    ['without config', { manifest: STATE.manifest, rendered: null }],
    ['without manifest', { config: STATE.config, rendered: null }],
    ['that is null', null],
    ['that is a number', 42],
    ['that is a string', 'shop'],
  ])('is null for JSON %s', (_label, value) => {
    expect(readPageState(pageWith(JSON.stringify(value)))).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
