/**
 * Fills the `{{NAME}}` placeholders of a configuration file kept in the repository (deploy/wordpress/), so
 * that the harness runs the documented production files rather than copies of its own. Every placeholder
 * must be given and every value used: a file and its caller that drift apart fail at once, naming the file.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>, file: string): string {
  const used = new Set<string>();
  const missing = new Set<string>();
  const rendered = template.replace(/\{\{([A-Z][A-Z0-9_]*)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      missing.add(name);
      return '';
    }
    used.add(name);
    return value;
  });
  if (missing.size > 0) throw new Error(`${file}: no value for ${[...missing].join(', ')}.`);
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`${file} has no placeholder ${unused.join(', ')}.`);
  return rendered;
}
