import { FreshValue } from './freshValue';

/**
 * The live remotes.json (raw), read again once older than `maxAgeMs`. One that cannot be read is logged and
 * read as no remotes (their pages go to the browser to render); the last good one is used while it can be.
 */
export function liveManifestSource(readManifest: () => Promise<unknown>, maxAgeMs: number, log: (line: string) => void): () => Promise<unknown> {
  const manifest = new FreshValue(async () => readManifest(), maxAgeMs);
  return async () => {
    try {
      return await manifest.get();
    } catch (error) {
      log(`[render-server] remotes.json could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    }
  };
}
