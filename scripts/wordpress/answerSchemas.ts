/**
 * The JSON Schema of each `/api/v1` answer, generated from the storefront's contract (the endpoint table's
 * response schemas in shared-contracts, valibot): the companion plugin registers each with its route
 * (`wordpress-plugin/includes/Rest/answer-schemas.json`, read by `Rest\AnswerSchemas`), so WordPress's own REST
 * index (OPTIONS on a route) says what the route answers. The contract is the one place they come from:
 * `pnpm wordpress:schemas` writes the file again, and wordpress-plugin/tests/contract.test.ts fails while the
 * routes answer OPTIONS with anything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, loadEndpointSchemas, type EndpointName } from '@shop/shared-contracts';
import * as prettier from 'prettier';
import { ROOT } from '../lib/apps';

export const ANSWER_SCHEMAS_FILE = path.join(ROOT, 'wordpress-plugin', 'includes', 'Rest', 'answer-schemas.json');
const API_PREFIX = '/api/v1/';

/** The subset of JSON Schema (draft 4, as WordPress's REST API speaks it) the contract's answers need. */
export interface JsonSchema {
  $schema?: string;
  title?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: JsonSchema | boolean;
}

/** What this reads of a valibot schema or action: its kind and the parts that kind carries. */
interface Valibot {
  kind: 'schema' | 'validation' | 'transformation' | 'metadata';
  type: string;
  entries?: Record<string, Valibot>;
  item?: Valibot;
  wrapped?: Valibot;
  options?: Valibot[] | unknown[];
  literal?: unknown;
  pipe?: Valibot[];
  requirement?: unknown;
  value?: Valibot;
}

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function withNull(schema: JsonSchema): JsonSchema {
  if (schema.anyOf) return { anyOf: [...schema.anyOf, { type: 'null' }] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** One valibot schema as JSON Schema; throws on a kind it does not know, so a new kind is never described wrong. */
export function toJsonSchema(schema: Valibot): JsonSchema {
  const base = (): JsonSchema => {
    switch (schema.type) {
      case 'string':
        return { type: 'string' };
      case 'number':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'null':
        return { type: 'null' };
      case 'unknown':
      case 'any':
        return {};
      case 'literal':
        return { enum: [schema.literal] };
      case 'picklist':
        return { type: 'string', enum: [...(schema.options as unknown[])] };
      case 'array':
        return { type: 'array', items: toJsonSchema(schema.item!) };
      case 'record':
        return { type: 'object', additionalProperties: toJsonSchema(schema.value!) };
      case 'object':
      case 'loose_object':
      case 'strict_object': {
        const entries = Object.entries(schema.entries ?? {});
        const required = entries.filter(([, entry]) => !OPTIONAL.has(entry.type)).map(([key]) => key);
        return {
          type: 'object',
          properties: Object.fromEntries(entries.map(([key, entry]) => [key, toJsonSchema(entry)])),
          ...(required.length > 0 ? { required } : {}),
        };
      }
      case 'optional':
      case 'exact_optional':
      case 'undefinedable':
        return toJsonSchema(schema.wrapped!);
      case 'nullable':
      case 'nullish':
        return withNull(toJsonSchema(schema.wrapped!));
      case 'union':
      case 'variant':
        return { anyOf: (schema.options as Valibot[]).map(toJsonSchema) };
      default:
        throw new Error(`answerSchemas: no JSON Schema for a valibot "${schema.type}" schema.`);
    }
  };
  const described = base();
  // A pipe's checks that JSON Schema can say; transformations and other checks (regex, custom) are left out.
  for (const action of schema.pipe?.slice(1) ?? []) {
    if (action.kind !== 'validation') continue;
    if (action.type === 'integer') described.type = 'integer';
    else if (action.type === 'min_value' && typeof action.requirement === 'number') described.minimum = action.requirement;
    else if (action.type === 'max_value' && typeof action.requirement === 'number') described.maximum = action.requirement;
    else if (action.type === 'min_length' && typeof action.requirement === 'number') described.minLength = action.requirement;
    else if (action.type === 'max_length' && typeof action.requirement === 'number') described.maxLength = action.requirement;
  }
  return described;
}

/** Every `/api/v1` route's answer schema, by route (`getcompetition`), as the plugin registers it. */
export async function answerSchemas(): Promise<Record<string, JsonSchema>> {
  const schemas: Record<string, JsonSchema> = {};
  for (const name of Object.keys(ENDPOINTS).sort() as EndpointName[]) {
    const { route } = ENDPOINTS[name];
    if (!route.startsWith(API_PREFIX)) continue;
    const { response } = await loadEndpointSchemas(name);
    const key = route.slice(API_PREFIX.length);
    schemas[key] = { $schema: 'http://json-schema.org/draft-04/schema#', title: name, ...toJsonSchema(response as unknown as Valibot) };
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

/** The file's text, formatted as the repository formats JSON. */
export async function answerSchemasText(): Promise<string> {
  const options = (await prettier.resolveConfig(ANSWER_SCHEMAS_FILE)) ?? {};
  return prettier.format(JSON.stringify(await answerSchemas()), { ...options, parser: 'json' });
}

/** Writes the file; resolves with how many routes it describes. */
export async function writeAnswerSchemas(): Promise<number> {
  const text = await answerSchemasText();
  fs.writeFileSync(ANSWER_SCHEMAS_FILE, text);
  return Object.keys(JSON.parse(text) as object).length;
}
