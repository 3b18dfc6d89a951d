import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/apps';
import type { WordPressSite } from './wordPressSite';

const run = promisify(execFile);

/** store-api's demo shop as one JSON file: `tsx exportDemo.ts <out.json>`. */
export const DEMO_EXPORTER = path.join(ROOT, 'store-api', 'src', 'seed', 'exportDemo.ts');
export const IMPORT_FUNCTION = 'angling_prizes_import_demo_file';

export interface DemoImportOptions {
  /** Import again although this site has been given the demo shop before (the importer is idempotent). */
  again?: boolean;
  log: (line: string) => void;
}

/**
 * Gives the site store-api's demo shop once: exportDemo.ts writes it as JSON, the companion plugin's
 * angling_prizes_import_demo_file() imports it. Either missing is said and skipped. Resolves with whether it imported.
 */
export async function importDemoShop(site: WordPressSite, options: DemoImportOptions): Promise<boolean> {
  const { log } = options;
  const marker = path.join(site.dataDir, 'demo-imported.json');
  if (fs.existsSync(marker) && !options.again) {
    log(`The demo shop was imported before (${marker}); delete that file to import it again.`);
    return false;
  }
  if (!site.pluginDir) {
    log('No companion plugin: no demo shop to import.');
    return false;
  }
  const provided = await site.runPhp(`echo function_exists(${JSON.stringify(IMPORT_FUNCTION)}) ? 'yes' : 'no';`);
  if (provided.trim() !== 'yes') {
    log(`The companion plugin has no ${IMPORT_FUNCTION}(): no demo shop imported.`);
    return false;
  }
  if (!fs.existsSync(DEMO_EXPORTER)) {
    log(`${path.relative(ROOT, DEMO_EXPORTER)} is missing: no demo shop to import.`);
    return false;
  }
  const exported = path.join(site.dataDir, 'demo-export.json');
  log(`Exporting store-api's demo shop (${path.relative(ROOT, DEMO_EXPORTER)}).`);
  await run(process.execPath, ['--import', 'tsx', DEMO_EXPORTER, exported], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  log(`Importing it into WordPress (${IMPORT_FUNCTION}).`);
  const output = await site.runPhp(`${IMPORT_FUNCTION}($args[0]);`, [exported]);
  if (output.trim()) log(output.trim());
  fs.writeFileSync(marker, JSON.stringify({ importedAt: new Date().toISOString(), file: exported }, null, 2) + '\n');
  return true;
}
