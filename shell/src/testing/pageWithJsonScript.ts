/** A page as the render server sends it: `text` in a `<script type="application/json">` with `id`, or no such element when `text` is null. */
export function pageWithJsonScript(id: string, text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Angling Prizes');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}
