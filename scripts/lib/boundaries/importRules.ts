import { appsOf, areaOf, isExposed, notThroughPublicEntry, resolveImport, type Workspace } from './workspace';
import type { SourceImport } from './sourceImports';

export type BoundaryRule =
  | 'a remote imports no other remote and not the shell'
  | 'the shell uses a remote only through what it exposes'
  | 'a library imports no app'
  | 'a script imports another package only through its public entry'
  | 'the contract exports only what two apps or more use';

export interface Violation {
  rule: BoundaryRule;
  /** The file that breaks the rule, relative to the root. */
  file: string;
  /** The import at fault, as `'specifier' (line n)`, or for the contract rule the one app's imports. */
  importName: string;
  message: string;
}

export interface FileImports {
  file: string;
  imports: SourceImport[];
}

/**
 * The import rules: a remote imports no other remote and not the shell; the shell imports of a remote only
 * what the remote registry says it exposes (its `exposes` and server entry, or their Module Federation
 * names); the libraries import no app; the scripts import another package only through its public entry
 * (its package `exports`, or its main and nothing under its src/), never by a relative path into it.
 */
export function importViolations(workspace: Workspace, files: readonly FileImports[]): Violation[] {
  const { layout } = workspace;
  const apps = new Set(appsOf(layout));
  const violations: Violation[] = [];
  for (const { file, imports } of files) {
    const from = areaOf(file);
    for (const { specifier, line } of imports) {
      const target = resolveImport(workspace, file, specifier);
      if (!target || target.area === from) continue;
      const importName = `'${specifier}' (line ${line})`;
      const lands = target.path ?? `${target.area}'s exposed "${target.expose ?? ''}"`;
      if (layout.remotes.includes(from) && (layout.remotes.includes(target.area) || target.area === layout.host)) {
        const rule = 'a remote imports no other remote and not the shell';
        violations.push({ rule, file, importName, message: `${file} imports ${importName}, which is in ${target.area} (${lands}): ${rule}.` });
      } else if (from === layout.host && layout.remotes.includes(target.area) && !isExposed(workspace.remotes.get(target.area), target)) {
        const rule = 'the shell uses a remote only through what it exposes';
        const exposed = [...(workspace.remotes.get(target.area)?.names ?? [])].join(', ') || 'nothing';
        violations.push({
          rule,
          file,
          importName,
          message: `${file} imports ${importName}, which is ${target.area}'s internal ${lands}: ${rule} (the remote registry says it exposes ${exposed}).`,
        });
      } else if (layout.libraries.includes(from) && apps.has(target.area)) {
        const rule = 'a library imports no app';
        violations.push({ rule, file, importName, message: `${file} imports ${importName}, which is in the app ${target.area} (${lands}): ${rule}.` });
      } else if (layout.entryOnlyTools.includes(from)) {
        const how = notThroughPublicEntry(workspace, specifier, target);
        const rule = 'a script imports another package only through its public entry';
        if (how) violations.push({ rule, file, importName, message: `${file} imports ${importName}, ${how} (${lands}): ${rule}.` });
      }
    }
  }
  return violations;
}
