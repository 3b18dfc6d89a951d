import { ROUTE_ASSETS_ELEMENT_ID } from '../ssr/pageState';
import { pageWithJsonScript } from '../testing/pageWithJsonScript';
import { preloadRouteAssets } from './preloadRouteAssets';

/** A fetch that records what it was asked for: the URL and the request mode. */
function recordingFetch(answer: () => Promise<Response> = () => Promise.resolve(new Response(''))) {
  const requests: string[] = [];
  const fetchImpl = ((input: string | URL | Request, init?: RequestInit) => {
    requests.push(`${init?.mode ?? 'cors'} ${String(input)}`);
    return answer();
  }) as typeof fetch;
  return { requests, fetchImpl };
}

/** A page as the render server sends it, with `text` in the list of the page's remote files (none: no list). */
const pageWith = (text: string | null) => pageWithJsonScript(ROUTE_ASSETS_ELEMENT_ID, text);

describe('preloadRouteAssets', () => {
  it('fetches, no-cors, the remote files the render server listed in the page', () => {
    const { requests, fetchImpl } = recordingFetch();
    preloadRouteAssets(pageWith('["http://cat.test/2.0.0/remoteEntry.js","http://cat.test/2.0.0/screen-home.js"]'), fetchImpl);
    expect(requests).toEqual(['no-cors http://cat.test/2.0.0/remoteEntry.js', 'no-cors http://cat.test/2.0.0/screen-home.js']);
  });

  it('fetches nothing on a page without the list (the dev server’s) or with one that is not a list of strings', () => {
    const { requests, fetchImpl } = recordingFetch();
    for (const text of [null, '', '{"catalog":"http://cat.test/"}', '"http://cat.test/remoteEntry.js"', '["http://cat.test/a.js"', 'null']) {
      preloadRouteAssets(pageWith(text), fetchImpl);
    }
    preloadRouteAssets(pageWith('[42,null,"http://cat.test/only-this.js"]'), fetchImpl);
    expect(requests).toEqual(['no-cors http://cat.test/only-this.js']);
  });

  it('swallows a failed download: the remote slot reports an unreachable remote itself', async () => {
    const { requests, fetchImpl } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    preloadRouteAssets(pageWith('["http://basket.test/1.0.0/remoteEntry.js"]'), fetchImpl);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual(['no-cors http://basket.test/1.0.0/remoteEntry.js']);
  });
});
