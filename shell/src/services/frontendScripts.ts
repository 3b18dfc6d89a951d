import type { ShopBus } from '@shop/shared-contracts';
import { whenConsented } from '../features/cookieNotice/consent';
import { afterFirstPaint } from './pageTiming';

/** Marks the element that holds the injected snippet, so a test or an admin can find it. */
export const FRONTEND_SCRIPTS_ATTRIBUTE = 'data-shell-frontend-scripts';

let injected = false;

/**
 * Adds the admin-configured snippet to the page, at most once per page load. <script> elements parsed
 * from HTML never run, so each one is re-created for the browser to execute. A snippet that throws
 * breaks only itself: the browser reports it as that script's error, never to the shop.
 */
export function injectFrontendScripts(html: string, doc: Document = document): boolean {
  if (injected || html.trim() === '') return false;
  injected = true;
  try {
    const template = doc.createElement('template');
    template.innerHTML = html;
    const container = doc.createElement('div');
    container.setAttribute(FRONTEND_SCRIPTS_ATTRIBUTE, '');
    container.hidden = true;
    for (const node of [...template.content.childNodes]) {
      if (node instanceof HTMLScriptElement) {
        const script = doc.createElement('script');
        for (const attribute of [...node.attributes]) script.setAttribute(attribute.name, attribute.value);
        script.text = node.text;
        container.appendChild(script);
      } else {
        container.appendChild(node);
      }
    }
    doc.body.appendChild(container);
  } catch (error) {
    console.error('[shell] front-end scripts could not be injected:', error);
  }
  return true;
}

/**
 * Spec section 1: inject settings.frontend_scripts once per page load, after consent and after first
 * paint. Settings replay on the bus, so a later copy (a refreshed cache) never injects a second time.
 */
export function startFrontendScripts(bus: ShopBus): () => void {
  let stopWaiting: () => void = () => undefined;
  const stopListening = bus.on('shell:settings', ({ settings }) => {
    if (injected || settings.frontend_scripts.trim() === '') return;
    stopWaiting();
    stopWaiting = whenConsented(() => afterFirstPaint(() => injectFrontendScripts(settings.frontend_scripts)));
  });
  return () => {
    stopListening();
    stopWaiting();
  };
}

/** For tests: forget that the page already injected its scripts. */
export function resetFrontendScriptsForTests(): void {
  injected = false;
}
