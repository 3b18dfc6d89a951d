import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders that hold no source of the shop: dependencies, build output, data and reports. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'deploy',
  'coverage',
  '.store-data',
  '.wordpress-data',
  '.git',
  '.tmp',
  '.swc',
  'test-results',
  'artifacts',
]);
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Every source file under `root`, as a path relative to it with `/` separators, sorted. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
        found.push(relative);
      }
    }
  };
  walk('');
  return found.sort();
}

export interface SourceImport {
  /** The module named, exactly as written. */
  specifier: string;
  /** 1-based line of the import. */
  line: number;
}

/** Calls whose first argument names a module: `require`, `require.resolve` and jest's module mocks. */
const MODULE_CALLS = new Set(['require', 'require.resolve', 'jest.mock', 'jest.doMock', 'jest.unmock', 'jest.requireActual', 'jest.requireMock']);

function calleeName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) return `${expression.expression.text}.${expression.name.text}`;
  return null;
}

function literalText(node: ts.Node | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

/**
 * The modules a file imports: static and type-only imports, re-exports, `import()`, `import('x').T` types,
 * `import x = require()`, `require()` and jest's module mocks. Only literal names: a computed one cannot
 * be checked here.
 */
export function importsOf(fileName: string, text: string): SourceImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: SourceImport[] = [];
  const add = (node: ts.Node | undefined) => {
    const specifier = literalText(node);
    if (node && specifier !== null) found.push({ specifier, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
      else if (MODULE_CALLS.has(calleeName(node.expression) ?? '')) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
