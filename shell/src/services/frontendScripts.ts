import type { FrontendScript, ShopBus } from '@shop/shared-contracts';
import { whenConsented } from '../features/cookieNotice/consent';
import { afterFirstPaint } from './pageTiming';

/**
 * Marks the element that holds the injected scripts, so a test or an admin can find them. Its value is the
 * group: `always` (scripts that set no cookie) or `after-consent` (those flagged `needs_consent`).
 */
export const FRONTEND_SCRIPTS_ATTRIBUTE = 'data-shell-frontend-scripts';

export type FrontendScriptGroup = 'always' | 'after-consent';

const injected = new Set<FrontendScriptGroup>();

/**
 * Adds one group of the admin-configured scripts to the page, at most once per page load. <script>
 * elements parsed from HTML never run, so each one is re-created for the browser to execute. A script
 * that throws breaks only itself: the browser reports it as that script's error, never to the shop.
 */
export function injectFrontendScripts(group: FrontendScriptGroup, snippets: readonly string[], doc: Document = document): boolean {
  if (injected.has(group) || snippets.length === 0) return false;
  injected.add(group);
  try {
    const container = doc.createElement('div');
    container.setAttribute(FRONTEND_SCRIPTS_ATTRIBUTE, group);
    container.hidden = true;
    for (const snippet of snippets) container.append(...runnableNodes(snippet, doc));
    doc.body.appendChild(container);
  } catch (error) {
    console.error('[shell] front-end scripts could not be injected:', error);
  }
  return true;
}

function runnableNodes(html: string, doc: Document): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (!(node instanceof HTMLScriptElement)) return node;
    const script = doc.createElement('script');
    for (const attribute of [...node.attributes]) script.setAttribute(attribute.name, attribute.value);
    script.text = node.text;
    return script;
  });
}

const htmlOf = (scripts: readonly FrontendScript[], needsConsent: boolean) =>
  scripts.filter((script) => script.needs_consent === needsConsent).map((script) => script.html);

/**
 * Injects the admin's settings.frontend_scripts once per page load, after first paint. Scripts flagged
 * `needs_consent` (they set cookies) also wait for the cookie notice's OK; the others never do. Settings
 * replay on the bus: a later copy (a refreshed cache) replaces a group still waiting, never an injected one.
 */
export function startFrontendScripts(bus: ShopBus): () => void {
  let latest: readonly FrontendScript[] = [];
  let stopped = false;
  let alwaysScheduled = false;
  let stopWaitingForConsent: (() => void) | null = null;
  const injectLatest = (group: FrontendScriptGroup) =>
    afterFirstPaint(() => {
      if (!stopped) injectFrontendScripts(group, htmlOf(latest, group === 'after-consent'));
    });
  const stopListening = bus.on('shell:settings', ({ settings }) => {
    latest = settings.frontend_scripts;
    if (!alwaysScheduled && htmlOf(latest, false).length > 0) {
      alwaysScheduled = true;
      injectLatest('always');
    }
    if (stopWaitingForConsent === null && htmlOf(latest, true).length > 0) {
      stopWaitingForConsent = whenConsented(() => injectLatest('after-consent'));
    }
  });
  return () => {
    stopped = true;
    stopListening();
    stopWaitingForConsent?.();
  };
}

/** For tests: forget which groups the page already injected. */
export function resetFrontendScriptsForTests(): void {
  injected.clear();
}
