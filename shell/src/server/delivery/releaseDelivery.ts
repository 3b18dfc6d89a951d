import { REMOTE_NAMES, type RemoteName, readRemotesManifest, type RemoteManifestEntry } from '@shop/shared-contracts';
import { browserCohort, cookiesOf } from './browserCohort';
import { previewBanner } from './previewBanner';
import { LEAVE_PREVIEW, PREVIEW_COOKIE, PREVIEW_PARAM, readPreviewToken, type PreviewRequest } from './previewToken';
import { chooseReleases, type PreviewState, type ReleaseChoice } from './releaseChoice';

/** A release folder's own manifest entry (written when it is built), which a preview is served from. */
const RELEASE_ENTRY = 'entry.json';
const FAILED_LOOKUP_RETRY_MS = 5_000;

export interface BrowserRequest {
  cookie?: string;
}

export interface Delivery extends ReleaseChoice {
  /** Cookies to set on the answer (a new browser's canary cohort, while a canary runs). */
  setCookies: string[];
  /** The preview banner's HTML, or '' for a browser not in preview. */
  banner: string;
}

/**
 * Which releases each browser gets: the live ones, its side of each running canary (by its cohort cookie)
 * and, for a browser holding a signed preview, the previewed release of one remote. A preview naming a
 * release that does not exist (no `entry.json` in its folder) is ignored, and the banner says so.
 */
export class ReleaseDelivery {
  private readonly entries = new Map<string, { promise: Promise<RemoteManifestEntry>; failedAt?: number }>();

  constructor(
    private readonly options: {
      previewSecret?: string;
      remoteOrigin: (remote: RemoteName) => string;
      fetchImpl: typeof fetch;
      log: (line: string) => void;
    },
  ) {}

  /** The redirect a `?preview=` link answers with (setting or clearing the cookie), or null. */
  previewRedirect(pathname: string, search: string): { location: string; setCookie: string } | { refused: string } | null {
    const params = new URLSearchParams(search);
    const token = params.get(PREVIEW_PARAM);
    if (token === null) return null;
    params.delete(PREVIEW_PARAM);
    const location = `${pathname}${params.size ? `?${params}` : ''}`;
    if (token === LEAVE_PREVIEW) return { location, setCookie: `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
    const request = this.readToken(token);
    if ('refused' in request) return request;
    const maxAge = Math.max(0, Math.floor(request.expires - Date.now() / 1000));
    return { location, setCookie: `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax` };
  }

  async deliver(rawManifest: unknown, browser: BrowserRequest, refusedPreview?: string): Promise<Delivery> {
    const cookies = cookiesOf(browser.cookie);
    const { cohort, setCookie } = browserCohort(cookies);
    const token = cookies.get(PREVIEW_COOKIE);
    const preview: PreviewState = refusedPreview ? { ignored: `Preview not started: ${refusedPreview}.` } : token ? await this.previewFor(token) : null;
    const choice = chooseReleases(rawManifest, cohort, preview);
    const banner =
      preview === null
        ? ''
        : previewBanner(
            'ignored' in preview
              ? preview.ignored
              : `Preview: remote-${preview.request.remote} ${preview.request.version}. Only this browser sees it; customers get the live release.`,
          );
    // The cohort cookie only while a canary runs: a page a CDN may share must never set one.
    return { ...choice, setCookies: setCookie && choice.dependsOnBrowser ? [setCookie] : [], banner };
  }

  private readToken(token: string): PreviewRequest | { refused: string } {
    if (!this.options.previewSecret) return { refused: 'previews are not enabled on this server' };
    const request = readPreviewToken(token, this.options.previewSecret);
    if ('refused' in request) return request;
    if (!REMOTE_NAMES.includes(request.remote as RemoteName)) return { refused: `there is no remote "${request.remote}"` };
    return request;
  }

  private async previewFor(token: string): Promise<PreviewState> {
    const request = this.readToken(token);
    if ('refused' in request) return { ignored: `Preview ignored: ${request.refused}.` };
    const remote = request.remote as RemoteName;
    try {
      return { request, entry: await this.releaseEntry(remote, request.version) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log(`[render-server] preview of remote-${remote} ${request.version} ignored: ${reason}`);
      return { ignored: `Preview ignored: ${reason}. You are seeing the live shop.` };
    }
  }

  /** A release's entry, fetched once (release folders never change); a failure is tried again after a few seconds. */
  private releaseEntry(remote: RemoteName, version: string): Promise<RemoteManifestEntry> {
    const base = this.options.remoteOrigin(remote).replace(/\/?$/, '/');
    const url = new URL(`${encodeURIComponent(version)}/${RELEASE_ENTRY}`, base).href;
    const known = this.entries.get(url);
    if (known && (known.failedAt === undefined || Date.now() - known.failedAt < FAILED_LOOKUP_RETRY_MS)) return known.promise;
    const entry: { promise: Promise<RemoteManifestEntry>; failedAt?: number } = {
      promise: (async () => {
        const response = await this.options.fetchImpl(url);
        if (response.status === 404) throw new Error(`remote-${remote} has no release ${version}`);
        if (!response.ok) throw new Error(`remote-${remote} ${version} could not be read (HTTP ${response.status})`);
        const reading = readRemotesManifest({ [remote]: await response.json() });
        const found = reading.remotes[remote];
        if (!found || found.version !== version) throw new Error(`remote-${remote} ${version}'s ${RELEASE_ENTRY} is malformed`);
        // Entry paths are relative to the remote's origin, as in remotes.json.
        return found;
      })(),
    };
    entry.promise.catch(() => {
      entry.failedAt = Date.now();
    });
    this.entries.set(url, entry);
    return entry.promise;
  }
}
