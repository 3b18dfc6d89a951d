import type { ConformanceTarget, TargetName } from './target';

/** Starts a target (the WordPress one is loaded only when asked for). */
export async function startTarget(name: TargetName): Promise<ConformanceTarget> {
  if (name === 'store-api') return (await import('./storeApiTarget')).startStoreApiTarget();
  return (await import('./wordPressTarget')).startWordPressTarget();
}
