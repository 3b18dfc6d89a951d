import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin: a remote entry's script tag carries the integrity remotes.json gives
 * it (the browser refuses a file that does not match), and a remote that failed to load is named with the
 * step. It recovers nothing (returns undefined), so the failure reaches that remote's slot, which shows
 * its fallback while the rest of the shop keeps working.
 */
export function remoteLoadPolicy(integrityOf: (url: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-load-policy',
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] remote module "${id}" failed to load during ${lifecycle} (down, or its integrity does not match remotes.json): ${reason}`);
      return undefined;
    },
  };
}
