/** `pnpm wordpress:schemas`: writes the companion plugin's answer schemas from the storefront's contract (scripts/wordpress/answerSchemas.ts). */
import path from 'node:path';
import { ROOT } from './lib/apps';
import { runCli } from './lib/cli';
import { ANSWER_SCHEMAS_FILE, writeAnswerSchemas } from './wordpress/answerSchemas';

runCli(async () => {
  const routes = await writeAnswerSchemas();
  console.log(`Wrote ${path.relative(ROOT, ANSWER_SCHEMAS_FILE)} (${routes} routes).`);
});
