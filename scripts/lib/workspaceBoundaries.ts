import fs from 'node:fs';
import path from 'node:path';
import { contractExportUses, contractExportViolations } from './boundaries/contractExports';
import { importViolations, type Violation } from './boundaries/importRules';
import { importsOf, sourceFiles } from './boundaries/sourceImports';
import { readWorkspace, SHOP_LAYOUT, type WorkspaceLayout } from './boundaries/workspace';

export type { Violation } from './boundaries/importRules';
export { SHOP_LAYOUT, type WorkspaceLayout } from './boundaries/workspace';

/** Every breach of the workspace's boundaries under `root`, import rules first, each with its file. */
export function workspaceBoundaryViolations(root: string, layout: WorkspaceLayout = SHOP_LAYOUT): Violation[] {
  const workspace = readWorkspace(root, layout);
  const files = sourceFiles(root);
  const imports = files.map((file) => ({ file, imports: importsOf(file, fs.readFileSync(path.join(root, file), 'utf8')) }));
  const uses = contractExportUses(workspace, files).filter((use) => !layout.sharedWithTools.includes(use.file));
  return [...importViolations(workspace, imports), ...contractExportViolations(uses)];
}
