import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { appsOf, areaOf, resolveImport, type Workspace } from './workspace';
import type { Violation } from './importRules';

const TYPESCRIPT_FILE = /\.(?:ts|tsx|mts|cts)$/;
const TEST_FILE = /\.test\.(?:ts|tsx)$/;
/** Fixtures for tests (`src/testing/`): not part of the contract's door, so what they export is not judged. */
const TEST_SUPPORT = /^[^/]+\/src\/testing\//;

/** A top-level declaration of a library file: `shared-contracts/src/rules/quantity.ts#clampQuantity`. */
type DeclarationKey = string;

/** Who uses a declaration of the contract, directly or through library code that uses it. */
export interface ContractExportUse {
  file: string;
  name: string;
  /** Per app, where it imports the declaration (`file:line`), or a library export built on it (`file:line (through name)`). */
  users: Map<string, Set<string>>;
}

/** Resolves module names inside the workspace only: packages outside it stay unresolved (they are not checked). */
function workspaceHost(workspace: Workspace, options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const candidates = (base: string) => [base, ...['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'].map((suffix) => `${base}${suffix}`)];
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const fromFile = path.relative(workspace.root, containingFile).split(path.sep).join('/');
      const target = resolveImport(workspace, fromFile, literal.text);
      const found = target?.path
        ? candidates(path.join(workspace.root, target.path)).find((file) => TYPESCRIPT_FILE.test(file) && fs.existsSync(file))
        : undefined;
      if (!found) return { resolvedModule: undefined };
      const extension = found.endsWith('.d.ts') ? ts.Extension.Dts : found.endsWith('.tsx') ? ts.Extension.Tsx : ts.Extension.Ts;
      return { resolvedModule: { resolvedFileName: found, extension, isExternalLibraryImport: false } };
    });
  return host;
}

/**
 * Every name of the contract an app uses, through the type checker, so types count as well as values:
 * which apps import it, and which library declarations (contract or remote kit) are built on it. A use by
 * library code counts as a use by every app that uses that code. Tests count for their app; tools (scripts,
 * e2e, build-config) count for none. A namespace passed on whole (the shell hands the remote kit to the
 * remotes' server builds) uses none of its names; `ns.name` uses `name`.
 */
export function contractExportUses(workspace: Workspace, files: readonly string[]): ContractExportUse[] {
  const { layout, root } = workspace;
  const apps = new Set(appsOf(layout));
  const libraries = new Set(layout.libraries);
  const inScope = new Set(files.filter((file) => TYPESCRIPT_FILE.test(file) && (apps.has(areaOf(file)) || libraries.has(areaOf(file)))));
  const options: ts.CompilerOptions = {
    noEmit: true,
    allowJs: false,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const program = ts.createProgram({ rootNames: [...inScope].map((file) => path.join(root, file)), options, host: workspaceHost(workspace, options) });
  const checker = program.getTypeChecker();
  const relative = (sourceFile: ts.SourceFile) => path.relative(root, sourceFile.fileName).split(path.sep).join('/');
  const isLibraryCode = (file: string) => libraries.has(areaOf(file)) && !TEST_FILE.test(file);

  /** The library top-level declaration a symbol belongs to, or null. */
  const ownerOf = (symbol: ts.Symbol | undefined): DeclarationKey | null => {
    if (!symbol) return null;
    const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = resolved.declarations?.[0];
    if (!declaration) return null;
    const file = relative(declaration.getSourceFile());
    if (!isLibraryCode(file)) return null;
    let node: ts.Node = declaration;
    let variable: ts.VariableDeclaration | null = null;
    while (node.parent && !ts.isSourceFile(node.parent)) {
      if (ts.isVariableDeclaration(node)) variable = node;
      node = node.parent;
    }
    if (ts.isVariableDeclaration(node)) variable = node;
    const name = variable && ts.isIdentifier(variable.name) ? variable.name.text : ts.getNameOfDeclaration(node as ts.Declaration)?.getText();
    return name ? `${file}#${name}` : null;
  };

  const directUsers = new Map<DeclarationKey, Map<string, Set<string>>>();
  const builtOn = new Map<DeclarationKey, Set<DeclarationKey>>(); // declaration → library declarations that use it
  const namesFor = new Map<DeclarationKey, Set<DeclarationKey>>(); // type alias → the library declarations it names the shape of
  const addUse = (key: DeclarationKey | null, app: string, where: string) => {
    if (!key) return;
    const users = directUsers.get(key) ?? new Map<string, Set<string>>();
    users.set(app, (users.get(app) ?? new Set<string>()).add(where));
    directUsers.set(key, users);
  };

  for (const sourceFile of program.getSourceFiles()) {
    const file = relative(sourceFile);
    const area = areaOf(file);
    if (!inScope.has(file)) continue;
    if (apps.has(area)) recordAppUses(sourceFile, file, area);
    else if (isLibraryCode(file)) recordLibraryEdges(sourceFile, file);
  }

  function importsLibrary(specifier: ts.Expression | undefined, file: string): boolean {
    if (!specifier || !ts.isStringLiteral(specifier)) return false;
    const target = resolveImport(workspace, file, specifier.text);
    return target !== null && libraries.has(target.area);
  }

  function recordAppUses(sourceFile: ts.SourceFile, file: string, app: string): void {
    const at = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
    const namespaces = new Set<string>();
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && importsLibrary(node.moduleSpecifier, file)) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          bindings.elements.forEach((element) => addUse(ownerOf(checker.getSymbolAtLocation(element.name)), app, at(element)));
        if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
        if (node.importClause?.name) addUse(ownerOf(checker.getSymbolAtLocation(node.importClause.name)), app, at(node));
      } else if (ts.isExportDeclaration(node) && importsLibrary(node.moduleSpecifier, file) && node.exportClause && ts.isNamedExports(node.exportClause)) {
        node.exportClause.elements.forEach((element) => addUse(ownerOf(checker.getSymbolAtLocation(element.name)), app, at(element)));
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        addUse(ownerOf(checker.getSymbolAtLocation(node.name)), app, at(node));
      } else if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
        const call = ts.isAwaitExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (ts.isCallExpression(call) && call.expression.kind === ts.SyntaxKind.ImportKeyword && importsLibrary(call.arguments[0], file)) {
          const moduleSymbol = checker.getSymbolAtLocation(call.arguments[0]!);
          const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
          for (const element of node.name.elements) {
            const name = (element.propertyName ?? element.name).getText(sourceFile);
            addUse(ownerOf(exported.find((symbol) => symbol.name === name)), app, at(element));
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  function recordLibraryEdges(sourceFile: ts.SourceFile, file: string): void {
    for (const statement of sourceFile.statements) {
      const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [statement];
      for (const declaration of declarations) {
        const name = ts.getNameOfDeclaration(declaration as ts.Declaration);
        if (!name || !ts.isIdentifier(name)) continue;
        const self = `${file}#${name.text}`;
        const visit = (node: ts.Node) => {
          const isMemberName = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
          if (ts.isIdentifier(node) && !isMemberName) {
            const used = ownerOf(checker.getSymbolAtLocation(node));
            if (used && used !== self) {
              builtOn.set(used, (builtOn.get(used) ?? new Set()).add(self));
              if (ts.isTypeAliasDeclaration(declaration)) namesFor.set(self, (namesFor.get(self) ?? new Set()).add(used));
            }
          }
          ts.forEachChild(node, visit);
        };
        visit(declaration);
      }
    }
  }

  /**
   * Users of a declaration: its own, plus those of every library declaration built on it (named after
   * `through`). A type alias (`type OrderListItem = v.InferOutput<typeof OrderListItemSchema>`) is a name for
   * the shape of what it refers to, so it also counts their users: the wire's shapes are shared through the
   * endpoint table even where one app alone spells the type's name.
   */
  const memo = new Map<DeclarationKey, Map<string, Set<string>>>();
  const usersOf = (key: DeclarationKey, visiting: Set<DeclarationKey>): Map<string, Set<string>> => {
    const known = memo.get(key);
    if (known) return known;
    const users = new Map<string, Set<string>>();
    const add = (app: string, where: string) => users.set(app, (users.get(app) ?? new Set<string>()).add(where));
    for (const [app, where] of directUsers.get(key) ?? []) where.forEach((place) => add(app, place));
    visiting.add(key);
    for (const named of namesFor.get(key) ?? []) {
      if (visiting.has(named)) continue;
      for (const [app, where] of usersOf(named, visiting)) where.forEach((place) => add(app, place));
    }
    for (const dependent of builtOn.get(key) ?? []) {
      if (visiting.has(dependent)) continue;
      const through = dependent.slice(dependent.indexOf('#') + 1);
      for (const [app, where] of usersOf(dependent, visiting))
        where.forEach((place) => add(app, place.includes(' (through ') ? place : `${place} (through ${through})`));
    }
    visiting.delete(key);
    if (visiting.size === 0) memo.set(key, users);
    return users;
  };

  const exported = new Set<DeclarationKey>();
  for (const sourceFile of program.getSourceFiles()) {
    const file = relative(sourceFile);
    if (areaOf(file) !== layout.contract || !isLibraryCode(file) || TEST_SUPPORT.test(file)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const key = ownerOf(symbol);
      if (key && areaOf(key) === layout.contract) exported.add(key);
    }
  }
  return [...exported].sort().map((key) => {
    const [file = '', name = ''] = key.split('#');
    return { file, name, users: usersOf(key, new Set()) };
  });
}

const MAX_PLACES = 4;

/** The contract rule: an export of the contract that exactly one app uses belongs in that app. */
export function contractExportViolations(uses: readonly ContractExportUse[]): Violation[] {
  const rule = 'the contract exports only what two apps or more use' as const;
  return uses.flatMap(({ file, name, users }) => {
    const only = users.size === 1 ? [...users][0] : undefined;
    if (!only) return [];
    const [app, where] = only;
    const places = [...where].sort();
    const importName = places.slice(0, MAX_PLACES).join(', ') + (places.length > MAX_PLACES ? ` and ${places.length - MAX_PLACES} more` : '');
    return [{ rule, file, importName, message: `${file} exports '${name}', which only ${app} uses (${importName}): ${rule}; it belongs in ${app}.` }];
  });
}
