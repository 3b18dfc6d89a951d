import { PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';
import { pageWithJsonScript } from '../testing/pageWithJsonScript';
import { readPageState } from './readPageState';

const STATE: PageState = {
  config: { apiHost: 'https://api.anglingprizes.example', serviceToken: 'svc' },
  manifest: { catalog: { version: '0.1.0' } },
  rendered: null,
};

/** A page as the render server sends it: the state block in a JSON script element. */
const pageWith = (text: string | null, id = PAGE_STATE_ELEMENT_ID) => pageWithJsonScript(id, text);

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

  const RENDERED = {
    queries: { mutations: [], queries: [{ queryHash: '["catalog","competition",102]', queryKey: ['catalog', 'competition', 102], state: { data: null } }] },
    settings: { site_title: 'Angling Prizes' },
    winnerStats: null,
    renderTime: 1_795_176_000_000,
  };

  it.each([
    ['queries that are not a dehydrated client', { ...RENDERED, queries: 'queries' }],
    ['a query list that is not a list', { ...RENDERED, queries: { mutations: [], queries: {} } }],
    ['no mutations list', { ...RENDERED, queries: { queries: [] } }],
    ['a query without its hash', { ...RENDERED, queries: { mutations: [], queries: [{ queryKey: [1], state: {} }] } }],
    ['a query without its state', { ...RENDERED, queries: { mutations: [], queries: [{ queryHash: '[1]', queryKey: [1] }] } }],
    ['settings that are text', { ...RENDERED, settings: 'settings' }],
    ['winner stats that are a number', { ...RENDERED, winnerStats: 3 }],
    ['no render time', { ...RENDERED, renderTime: undefined }],
    ['a render time that is text', { ...RENDERED, renderTime: '1795176000000' }],
    ['a render that is a list', [RENDERED]],
    ['no render at all', undefined],
  ])('does not trust a state whose server render has %s: the shell reads config.json, and the browser renders the page', (_label, rendered) => {
    expect(readPageState(pageWith(JSON.stringify({ ...STATE, rendered })))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '[shell] the page state could not be read; reading config.json instead:',
      new Error('its server render has not the structure the shell hydrates'),
    );
  });

  it('trusts a server render with that structure', () => {
    expect(readPageState(pageWith(JSON.stringify({ ...STATE, rendered: RENDERED })))).toEqual({ ...STATE, rendered: RENDERED });
    expect(error).not.toHaveBeenCalled();
  });
});
