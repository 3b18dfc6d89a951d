/**
 * The plugin's answer schemas (wordpress-plugin/includes/Rest/answer-schemas.json) are what the contract makes
 * of them now: a change to a response schema in shared-contracts fails here, in seconds, until
 * `pnpm wordpress:schemas` writes them again (the WordPress lane's contract test holds each route to them).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { ANSWER_SCHEMAS_FILE, answerSchemasText } from '../wordpress/answerSchemas';

test("answer-schemas.json is what `pnpm wordpress:schemas` makes from the contract's response schemas", async () => {
  assert.equal(fs.readFileSync(ANSWER_SCHEMAS_FILE, 'utf8'), await answerSchemasText(), 'run pnpm wordpress:schemas');
});
