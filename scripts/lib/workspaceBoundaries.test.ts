import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from './apps';
import { workspaceBoundaryViolations, type Violation } from './workspaceBoundaries';

const RULES = {
  remote: 'a remote imports no other remote and not the shell',
  shell: 'the shell uses a remote only through what it exposes',
  library: 'a library imports no app',
  contract: 'the contract exports only what two apps or more use',
  entry: 'a script imports another package only through its public entry',
} as const;

const packageJson = (name: string, extra: object = {}) => JSON.stringify({ name, main: 'src/index.ts', ...extra });
/** The remote registry: each remote's container, exposes and server entry. */
const REGISTRY = JSON.stringify({
  shell: { folder: 'shell', container: 'shell', port: 3000 },
  remotes: {
    catalog: {
      folder: 'remote-catalog',
      container: 'remote_catalog',
      exposes: { './Screen': './src/exposed/Screen.tsx', './meta': './src/exposed/meta.ts' },
      serverEntry: './src/exposed/server.ts',
    },
    basket: { folder: 'remote-basket', container: 'remote_basket', exposes: { './Screen': './src/exposed/Screen.tsx' } },
  },
});

/**
 * A small workspace that keeps every rule: the remotes and the shell use the contract and the kit, the
 * shell reaches a remote only through its exposes, tools import anything, and each contract export is
 * used by two apps (directly, through the kit, or through another contract export).
 */
const CLEAN: Record<string, string> = {
  'shared-contracts/package.json': packageJson('@shop/shared-contracts'),
  'shared-contracts/remotes.json': REGISTRY,
  'shared-contracts/src/index.ts': "export * from './rules';\nexport * from './types';\n",
  'shared-contracts/src/rules.ts': [
    'export const MAX_TICKETS = 10;',
    'export function clampTickets(wanted: number): number { return Math.min(wanted, MAX_TICKETS); }',
    'export function ticketLabel(count: number): string { return `${count} tickets`; }',
    'export function internalStep(count: number): number { return count + 1; }',
    'export function builtOnStep(count: number): number { return internalStep(count) * 2; }',
  ].join('\n'),
  'shared-contracts/src/types.ts': 'export interface Ticket { id: number }\nexport type TicketId = Ticket["id"];\n',
  'remote-kit/package.json': packageJson('@shop/remote-kit', { exports: { '.': './src/index.ts', './forms': './src/forms.ts' } }),
  'remote-kit/src/index.ts': "import { ticketLabel } from '@shop/shared-contracts';\nexport const kitLabel = (count: number) => ticketLabel(count);\n",
  'remote-kit/src/forms.ts': "import type { Ticket } from '@shop/shared-contracts';\nexport const formTicket = (ticket: Ticket) => ticket.id;\n",
  'remote-catalog/package.json': packageJson('@shop/remote-catalog'),
  'remote-catalog/src/exposed/Screen.tsx':
    "import { clampTickets, builtOnStep, type Ticket } from '@shop/shared-contracts';\nimport { kitLabel } from '@shop/remote-kit';\nexport const Screen = (t: Ticket) => kitLabel(clampTickets(builtOnStep(t.id)));\n",
  'remote-catalog/src/exposed/meta.ts': "export const meta = { name: 'catalog' };\n",
  'remote-catalog/src/exposed/server.ts': "import { Screen } from './Screen';\nexport { Screen };\n",
  'remote-catalog/src/lib/internal.ts': 'export const secret = 1;\n',
  'remote-basket/package.json': packageJson('@shop/remote-basket'),
  'remote-basket/src/exposed/Screen.tsx': "import * as Contract from '@shop/shared-contracts';\nexport const Screen = () => Contract.clampTickets(1);\n",
  'remote-basket/src/state.ts': "import type { TicketId } from '@shop/shared-contracts';\nexport const first: TicketId = 1;\n",
  'shell/package.json': packageJson('@shop/shell', { exports: { './server': './src/server.ts' } }),
  'shell/src/server.ts': "export { start } from './startup';\n",
  'shell/src/remotes.ts': [
    "import type { Ticket, TicketId } from '@shop/shared-contracts';",
    "import { formTicket } from '@shop/remote-kit/forms';",
    "export const screen = () => import('remote_catalog/Screen');",
    "export const meta = () => import('remote_basket/Screen');",
    "export { Screen as ServerScreen } from '../../remote-catalog/src/exposed/server';",
    'export const id = (ticket: Ticket): TicketId => formTicket(ticket);',
  ].join('\n'),
  'shell/src/startup.ts': "export async function start() { const { kitLabel } = await import('@shop/remote-kit'); return kitLabel(2); }\n",
  'store-api/package.json': packageJson('@shop/store-api'),
  'store-api/src/limits.ts':
    "import { MAX_TICKETS, builtOnStep, clampTickets, ticketLabel } from '@shop/shared-contracts';\nexport const label = ticketLabel(clampTickets(builtOnStep(MAX_TICKETS)));\n",
  'scripts/lib/anything.ts': [
    "import { start } from '@shop/shell/server';",
    "import registry from '@shop/shared-contracts/remotes.json';",
    "import { ticketLabel } from '@shop/shared-contracts';",
    "import { label } from '@shop/store-api';",
    'export { start, registry, ticketLabel, label };',
  ].join('\n'),
  'e2e/tests/one.test.ts': "import { internalStep } from '@shop/shared-contracts';\nexport const step = internalStep(1);\n",
};

const tempRoots: string[] = [];

/** The clean workspace with some files added or replaced, in a temporary folder. */
function workspace(changes: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-boundaries-'));
  tempRoots.push(root);
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const messages = (violations: readonly Violation[]) => violations.map((violation) => violation.message);
/** The messages of the clean workspace with these files added or replaced. */
const messagesWith = (changes: Record<string, string>) => messages(workspaceBoundaryViolations(workspace(changes)));

after(() => tempRoots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('the workspace boundary check, on small workspaces', () => {
  it('finds nothing in a workspace that keeps every rule', () => {
    assert.deepEqual(messages(workspaceBoundaryViolations(workspace())), []);
  });

  it('fails a remote that imports another remote or the shell, however it imports it', () => {
    const violations = workspaceBoundaryViolations(
      workspace({
        'remote-catalog/src/lists.ts': [
          "import { first } from '../../remote-basket/src/state';",
          "import type { Screen } from '@shop/remote-basket/src/exposed/Screen';",
          "export const later = () => import('remote_basket/Screen');",
          "jest.mock('../../shell/src/startup');",
          "const shell = require('@shop/shell');",
          'export { first, shell };',
        ].join('\n'),
      }),
    );
    assert.deepEqual(
      violations.map(({ rule, file, importName }) => ({ rule, file, importName })),
      [
        { rule: RULES.remote, file: 'remote-catalog/src/lists.ts', importName: "'../../remote-basket/src/state' (line 1)" },
        { rule: RULES.remote, file: 'remote-catalog/src/lists.ts', importName: "'@shop/remote-basket/src/exposed/Screen' (line 2)" },
        { rule: RULES.remote, file: 'remote-catalog/src/lists.ts', importName: "'remote_basket/Screen' (line 3)" },
        { rule: RULES.remote, file: 'remote-catalog/src/lists.ts', importName: "'../../shell/src/startup' (line 4)" },
        { rule: RULES.remote, file: 'remote-catalog/src/lists.ts', importName: "'@shop/shell' (line 5)" },
      ],
    );
    assert.equal(
      violations[0]?.message,
      "remote-catalog/src/lists.ts imports '../../remote-basket/src/state' (line 1), which is in remote-basket (remote-basket/src/state): a remote imports no other remote and not the shell.",
    );
  });

  it('fails the shell when it imports what a remote does not expose', () => {
    assert.deepEqual(
      messagesWith({
        'shell/src/peek.ts': [
          "import { secret } from '../../remote-catalog/src/lib/internal';",
          "export const internal = () => import('remote_catalog/lib/internal');",
          "export { first } from '@shop/remote-basket/src/state';",
          "export const entry = import('@shop/remote-basket');",
          'export { secret };',
        ].join('\n'),
      }),
      [
        "shell/src/peek.ts imports '../../remote-catalog/src/lib/internal' (line 1), which is remote-catalog's internal remote-catalog/src/lib/internal: the shell uses a remote only through what it exposes (the remote registry says it exposes Screen, meta).",
        "shell/src/peek.ts imports 'remote_catalog/lib/internal' (line 2), which is remote-catalog's internal remote-catalog's exposed \"lib/internal\": the shell uses a remote only through what it exposes (the remote registry says it exposes Screen, meta).",
        "shell/src/peek.ts imports '@shop/remote-basket/src/state' (line 3), which is remote-basket's internal remote-basket/src/state: the shell uses a remote only through what it exposes (the remote registry says it exposes Screen).",
        "shell/src/peek.ts imports '@shop/remote-basket' (line 4), which is remote-basket's internal remote-basket/src/index.ts: the shell uses a remote only through what it exposes (the remote registry says it exposes Screen).",
      ],
    );
  });

  it('fails the contract or the kit when it imports an app', () => {
    assert.deepEqual(
      messagesWith({
        'shared-contracts/src/leak.ts': "import type { first } from '../../remote-basket/src/state';\nexport type Leak = typeof first;\n",
        'remote-kit/src/leak.ts': "export { start } from '@shop/shell/src/startup';\nexport const api = () => import('../../store-api/src/limits');\n",
      }),
      [
        "remote-kit/src/leak.ts imports '@shop/shell/src/startup' (line 1), which is in the app shell (shell/src/startup): a library imports no app.",
        "remote-kit/src/leak.ts imports '../../store-api/src/limits' (line 2), which is in the app store-api (store-api/src/limits): a library imports no app.",
        "shared-contracts/src/leak.ts imports '../../remote-basket/src/state' (line 1), which is in the app remote-basket (remote-basket/src/state): a library imports no app.",
      ],
    );
  });

  it('fails a contract export that one app uses, a type as well as a value; tools and the contract’s own tests do not count', () => {
    assert.deepEqual(
      messagesWith({
        'shared-contracts/src/rules.ts': `${CLEAN['shared-contracts/src/rules.ts']}\nexport const BASKET_ONLY = 3;\nexport function catalogueOnly(): number { return 1; }\n`,
        'shared-contracts/src/types.ts': `${CLEAN['shared-contracts/src/types.ts']}export interface ShellOnly { path: string }\n`,
        'shared-contracts/src/rules.test.ts': "import { BASKET_ONLY, catalogueOnly } from './rules';\nexport const all = [BASKET_ONLY, catalogueOnly()];\n",
        'remote-basket/src/limits.ts': "import { BASKET_ONLY } from '@shop/shared-contracts';\nexport const limit = BASKET_ONLY;\n",
        'remote-catalog/src/cards.tsx': "import { catalogueOnly } from '@shop/shared-contracts';\nexport const card = catalogueOnly();\n",
        'shell/src/routes.ts': "import type { ShellOnly } from '@shop/shared-contracts';\nexport const home: ShellOnly = { path: '/' };\n",
        'scripts/lib/uses.ts':
          "import { BASKET_ONLY, catalogueOnly, type ShellOnly } from '@shop/shared-contracts';\nexport const all = [BASKET_ONLY, catalogueOnly()];\nexport type S = ShellOnly;\n",
      }),
      [
        "shared-contracts/src/rules.ts exports 'BASKET_ONLY', which only remote-basket uses (remote-basket/src/limits.ts:1): the contract exports only what two apps or more use; it belongs in remote-basket.",
        "shared-contracts/src/rules.ts exports 'catalogueOnly', which only remote-catalog uses (remote-catalog/src/cards.tsx:1): the contract exports only what two apps or more use; it belongs in remote-catalog.",
        "shared-contracts/src/types.ts exports 'ShellOnly', which only shell uses (shell/src/routes.ts:1): the contract exports only what two apps or more use; it belongs in shell.",
      ],
    );
  });

  it("counts a type alias's name with the shape it names, and leaves the test fixtures (src/testing/) unjudged", () => {
    assert.deepEqual(
      messagesWith({
        // The schema's shape is used by two apps through clampTickets; one app alone spells the alias's name.
        'shared-contracts/src/types.ts': `import { MAX_TICKETS } from './rules';\n${CLEAN['shared-contracts/src/types.ts']}export type MaxTickets = typeof MAX_TICKETS;\nexport interface Standalone { id: number }\n`,
        'shared-contracts/src/testing/fixture.ts': 'export const basketFixture = { id: 1 };\n',
        'remote-basket/src/limit.ts':
          "import type { MaxTickets, Standalone } from '@shop/shared-contracts';\nimport { basketFixture } from '@shop/shared-contracts/src/testing/fixture';\nexport const most: MaxTickets = 10;\nexport const one: Standalone = basketFixture;\n",
      }).filter((message) => !message.includes("'clampTickets'")),
      [
        "shared-contracts/src/types.ts exports 'Standalone', which only remote-basket uses (remote-basket/src/limit.ts:1): the contract exports only what two apps or more use; it belongs in remote-basket.",
      ],
    );
  });

  it('counts a use through code built on the export: one app through it is still one app', () => {
    const violations = workspaceBoundaryViolations(
      workspace({
        'store-api/src/limits.ts':
          "import { MAX_TICKETS, builtOnStep, ticketLabel } from '@shop/shared-contracts';\nexport const label = ticketLabel(builtOnStep(MAX_TICKETS));\n",
        'remote-basket/src/exposed/Screen.tsx': 'export const Screen = () => null;\n',
      }),
    );
    // clampTickets is left to remote-catalog alone; MAX_TICKETS is used by store-api and, through clampTickets,
    // by remote-catalog; internalStep by no app directly but by both through builtOnStep.
    assert.deepEqual(messages(violations), [
      "shared-contracts/src/rules.ts exports 'clampTickets', which only remote-catalog uses (remote-catalog/src/exposed/Screen.tsx:1): the contract exports only what two apps or more use; it belongs in remote-catalog.",
    ]);
    const builtOnByOneApp = workspaceBoundaryViolations(
      workspace({
        'store-api/src/limits.ts':
          "import { MAX_TICKETS, clampTickets, ticketLabel } from '@shop/shared-contracts';\nexport const label = ticketLabel(clampTickets(MAX_TICKETS));\n",
      }),
    );
    assert.deepEqual(messages(builtOnByOneApp), [
      "shared-contracts/src/rules.ts exports 'builtOnStep', which only remote-catalog uses (remote-catalog/src/exposed/Screen.tsx:1): the contract exports only what two apps or more use; it belongs in remote-catalog.",
      "shared-contracts/src/rules.ts exports 'internalStep', which only remote-catalog uses (remote-catalog/src/exposed/Screen.tsx:1 (through builtOnStep)): the contract exports only what two apps or more use; it belongs in remote-catalog.",
    ]);
  });
});

describe('the scripts import other packages through their public entry', () => {
  it('fails a relative path into another package, a subpath its exports do not name, and a path inside its src/', () => {
    assert.deepEqual(
      messagesWith({
        'scripts/lib/deep.ts': [
          "import { secret } from '../../remote-catalog/src/lib/internal';",
          "import { start } from '../../shell/src/startup';",
          "export { start as again } from '@shop/shell/src/startup';",
          "import { label } from '@shop/store-api/src/limits';",
          "export const later = () => import('../../store-api/bench/run');",
          "import { MAX_TICKETS } from '../../shared-contracts/src/rules';",
          'export { secret, start, label, MAX_TICKETS };',
        ].join('\n'),
      }),
      [
        "scripts/lib/deep.ts imports '../../remote-catalog/src/lib/internal' (line 1), a relative path into @shop/remote-catalog (remote-catalog/src/lib/internal): a script imports another package only through its public entry.",
        "scripts/lib/deep.ts imports '../../shell/src/startup' (line 2), a relative path into @shop/shell (shell/src/startup): a script imports another package only through its public entry.",
        "scripts/lib/deep.ts imports '@shop/shell/src/startup' (line 3), a subpath @shop/shell's exports do not name (shell/src/startup): a script imports another package only through its public entry.",
        "scripts/lib/deep.ts imports '@shop/store-api/src/limits' (line 4), a path inside @shop/store-api's src/ (store-api/src/limits): a script imports another package only through its public entry.",
        "scripts/lib/deep.ts imports '../../store-api/bench/run' (line 5), a relative path into @shop/store-api (store-api/bench/run): a script imports another package only through its public entry.",
        "scripts/lib/deep.ts imports '../../shared-contracts/src/rules' (line 6), a relative path into @shop/shared-contracts (shared-contracts/src/rules): a script imports another package only through its public entry.",
      ],
    );
  });

  it('leaves e2e and build-config to import what they need', () => {
    assert.deepEqual(messagesWith({ 'e2e/harness/deep.ts': "export { secret } from '../../remote-catalog/src/lib/internal';\n" }), []);
  });
});

describe('the shop’s workspace', () => {
  let violations: Violation[] = [];
  before(() => {
    violations = workspaceBoundaryViolations(ROOT);
  });
  const broken = (rule: string) => messages(violations.filter((violation) => violation.rule === rule));

  it('no remote imports another remote or the shell', () => {
    assert.deepEqual(broken(RULES.remote), []);
  });

  it('the shell imports of a remote only what the remote registry says it exposes', () => {
    assert.deepEqual(broken(RULES.shell), []);
  });

  it('shared-contracts and remote-kit import no app', () => {
    assert.deepEqual(broken(RULES.library), []);
  });

  it('shared-contracts exports nothing that only one app uses', () => {
    assert.deepEqual(broken(RULES.contract), []);
  });

  it('the scripts import other packages only through their public entry', () => {
    assert.deepEqual(broken(RULES.entry), []);
  });
});
