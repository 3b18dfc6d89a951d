/**
 * Injects the admin-configured front-end snippet (settings.frontend_scripts) once per page load.
 * <script> elements parsed from HTML never run, so each is re-created for the browser to execute.
 */
let injected = false;

export function injectFrontendScripts(html: unknown, doc: Document = document): boolean {
  if (injected || typeof html !== 'string' || html.trim() === '') return false;
  injected = true;
  try {
    const template = doc.createElement('template');
    template.innerHTML = html;
    const container = doc.createElement('div');
    container.setAttribute('data-shell-frontend-scripts', '');
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

/** Runs `task` after the first paint: two animation frames, then a macrotask. */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task, 0)));
}

/** For tests: forget that the page already injected its scripts. */
export function resetFrontendScriptsForTests(): void {
  injected = false;
}
