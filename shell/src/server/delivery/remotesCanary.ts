import * as v from 'valibot';
import { type RemoteName, RemoteManifestEntrySchema } from '@shop/shared-contracts';

/**
 * A canary beside a remote's live entry in `remotes.json` (the deploy tools and the render server read it;
 * the browser never sees it): another release, live for `percent` of browsers, each browser keeping its
 * side. The render server puts the browser's side in the manifest it sends with the page.
 */
export const RemoteCanarySchema = v.object({
  ...RemoteManifestEntrySchema.entries,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  /** When the canary started (ISO time): its error rate counts from here. */
  since: v.pipe(v.string(), v.minLength(1)),
});
export type RemoteCanary = v.InferOutput<typeof RemoteCanarySchema>;

/** The canary of a raw `remotes.json` entry, or null when it has none (or a malformed one, which the deploy tools refuse to write). */
export function canaryOf(rawManifest: unknown, remote: RemoteName): RemoteCanary | null {
  const entry = typeof rawManifest === 'object' && rawManifest !== null ? (rawManifest as Record<string, unknown>)[remote] : undefined;
  const canary = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).canary : undefined;
  if (canary === undefined) return null;
  const result = v.safeParse(RemoteCanarySchema, canary);
  return result.success ? result.output : null;
}
