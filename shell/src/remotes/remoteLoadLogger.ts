import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin with one job: say which remote failed to load, and at which step.
 * It recovers nothing (returns undefined), so the failure reaches that remote's slot, which shows
 * its fallback while the rest of the shop keeps working.
 */
export function remoteLoadLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-load-logger',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] remote module "${id}" failed to load during ${lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
