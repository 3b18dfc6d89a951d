import fs from 'node:fs';
import path from 'node:path';
import { WP_JSON_PATH, type RealtimeDatabaseConfig, type RemoteName } from '@shop/shared-contracts';

/**
 * Which backend a storefront command serves against, from the environment or a JSON config file
 * (`SHOP_CONFIG`): an outside WordPress + WooCommerce with the companion plugin, or, when nothing is set,
 * the embedded store-api. Each setting is checked here, before anything starts, and a missing or malformed
 * one is refused in one sentence that names it.
 */
export interface OutsideBackend {
  /** What config.json's `apiHost` carries: the site's origin, or its REST base when WordPress is not in `/competition/`. */
  apiHost: string;
  serviceToken: string;
  realtimeDatabase: RealtimeDatabaseConfig;
}

/** One setting: its environment variable and its key in the config file. */
interface Setting {
  env: string;
  key: string;
}

export const BACKEND_SETTINGS = {
  apiHost: { env: 'SHOP_API_HOST', key: 'apiHost' },
  restPath: { env: 'SHOP_WP_REST_PATH', key: 'wordpressRestPath' },
  serviceToken: { env: 'SHOP_SERVICE_TOKEN', key: 'serviceToken' },
  rtdbUrl: { env: 'SHOP_RTDB_URL', key: 'realtimeDatabaseUrl' },
  rtdbProjectId: { env: 'SHOP_RTDB_PROJECT_ID', key: 'realtimeDatabaseProjectId' },
  rtdbApiKey: { env: 'SHOP_RTDB_API_KEY', key: 'realtimeDatabaseApiKey' },
  rtdbEmulator: { env: 'SHOP_RTDB_EMULATOR', key: 'realtimeDatabaseEmulator' },
} as const satisfies Record<string, Setting>;

/** The service bearer every fresh plugin and store-api accept: a production storefront must not use it. */
export const DEVELOPMENT_SERVICE_TOKEN = 'local-dev-service-token';

/** A setting the storefront cannot start with: the message is the one sentence the command prints. */
export class BackendSettingError extends Error {}

type Values = Partial<Record<keyof typeof BACKEND_SETTINGS, string>>;

/** Where a value came from, as the refusal names it: `SHOP_API_HOST` or `apiHost in shop.json`. */
const nameOf = (setting: Setting, fromFile: ReadonlySet<string>, file: string | undefined) =>
  fromFile.has(setting.key) && file ? `${setting.key} in ${path.basename(file)}` : setting.env;

/** The config file's values (each a string), refused whole when it cannot be read or is not a flat JSON object of strings. */
function readConfigFile(file: string): Record<string, string> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new BackendSettingError(`SHOP_CONFIG names ${file}, which cannot be read.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackendSettingError(`SHOP_CONFIG names ${file}, which is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BackendSettingError(`SHOP_CONFIG names ${file}, which must hold one JSON object of settings.`);
  }
  const known = new Set<string>(Object.values(BACKEND_SETTINGS).map((setting) => setting.key));
  for (const [key, value] of Object.entries(parsed)) {
    if (!known.has(key)) throw new BackendSettingError(`${key} in ${path.basename(file)} is not a setting: the settings are ${[...known].join(', ')}.`);
    if (typeof value !== 'string') throw new BackendSettingError(`${key} in ${path.basename(file)} must be a string.`);
  }
  return parsed as Record<string, string>;
}

const isHttpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The outside backend the environment names, or null for the embedded store-api (nothing set). The
 * environment wins over the config file, setting by setting.
 *
 * @param production the production command: the development service bearer is refused, and a backend is required
 */
export function readBackendSettings(env: NodeJS.ProcessEnv, options: { production: boolean; cwd?: string }): OutsideBackend | null {
  const file = env.SHOP_CONFIG ? path.resolve(options.cwd ?? process.cwd(), env.SHOP_CONFIG) : undefined;
  const fileValues = file ? readConfigFile(file) : {};
  const fromFile = new Set<string>();
  const values: Values = {};
  for (const [name, setting] of Object.entries(BACKEND_SETTINGS) as [keyof typeof BACKEND_SETTINGS, Setting][]) {
    const fromEnv = env[setting.env];
    if (fromEnv !== undefined && fromEnv !== '') values[name] = fromEnv.trim();
    else if (fileValues[setting.key] !== undefined) {
      values[name] = fileValues[setting.key]!.trim();
      fromFile.add(setting.key);
    }
  }
  const named = (name: keyof typeof BACKEND_SETTINGS) => nameOf(BACKEND_SETTINGS[name], fromFile, file);

  if (Object.keys(values).length === 0 && !file) {
    if (options.production) {
      throw new BackendSettingError(
        `SHOP_API_HOST is not set: the production storefront needs the WordPress site's origin, e.g. SHOP_API_HOST=https://wp.example.co.uk (or SHOP_CONFIG naming a settings file).`,
      );
    }
    return null;
  }
  const missing = (name: keyof typeof BACKEND_SETTINGS, what: string) => {
    const setting = BACKEND_SETTINGS[name];
    const where = file ? `${setting.env} (or ${setting.key} in ${path.basename(file)})` : setting.env;
    return new BackendSettingError(`${where} is missing: ${what}.`);
  };

  // The site: its origin, and where its REST index is on it.
  if (values.apiHost === undefined) throw missing('apiHost', "set it to the WordPress site's origin, e.g. https://wp.example.co.uk");
  const host = isHttpUrl(values.apiHost);
  if (!host || host.pathname !== '/' || host.search !== '' || host.hash !== '') {
    throw new BackendSettingError(
      `${named('apiHost')} must be an http(s) origin without a path, e.g. https://wp.example.co.uk (it is "${values.apiHost}"); a WordPress outside /competition/ is set with ${BACKEND_SETTINGS.restPath.env}.`,
    );
  }
  const restPath = values.restPath ?? WP_JSON_PATH;
  if (!/^\/([\w.~-]+\/)*wp-json\/$/.test(restPath)) {
    throw new BackendSettingError(
      `${named('restPath')} must be the path of WordPress's REST index, starting with / and ending in wp-json/, e.g. /wp-json/ or /competition/index.php/wp-json/ (it is "${restPath}").`,
    );
  }

  // The service bearer: the plugin's settings page shows it.
  if (values.serviceToken === undefined)
    throw missing('serviceToken', "set it to the service bearer on the plugin's settings page (WooCommerce → Angling Prizes)");
  if (!/^[\x21-\x7e]{16,200}$/.test(values.serviceToken)) {
    throw new BackendSettingError(`${named('serviceToken')} must be 16 to 200 printable characters without spaces, as the plugin's settings page keeps it.`);
  }
  if (options.production && values.serviceToken === DEVELOPMENT_SERVICE_TOKEN) {
    throw new BackendSettingError(
      `${named('serviceToken')} is the development default ${DEVELOPMENT_SERVICE_TOKEN}: set a secret of your own on the plugin's settings page and here.`,
    );
  }

  // The realtime database the plugin writes instant wins and chat to, as the browser's Firebase client reads it.
  if (values.rtdbUrl === undefined)
    throw missing(
      'rtdbUrl',
      "set it to the realtime database's URL, the one on the plugin's settings page (e.g. https://your-project-default-rtdb.europe-west1.firebasedatabase.app)",
    );
  if (!isHttpUrl(values.rtdbUrl))
    throw new BackendSettingError(
      `${named('rtdbUrl')} must be an http(s) address, e.g. https://your-project-default-rtdb.europe-west1.firebasedatabase.app (it is "${values.rtdbUrl}").`,
    );
  if (values.rtdbProjectId === undefined) throw missing('rtdbProjectId', "set it to the Firebase project's id");
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(values.rtdbProjectId)) {
    throw new BackendSettingError(
      `${named('rtdbProjectId')} must be a Firebase project id: lower-case letters, digits and hyphens (it is "${values.rtdbProjectId}").`,
    );
  }
  let emulator: RealtimeDatabaseConfig['emulator'] = null;
  if (values.rtdbEmulator !== undefined) {
    const match = /^([\w.-]+):(\d{1,5})$/.exec(values.rtdbEmulator);
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65535)
      throw new BackendSettingError(
        `${named('rtdbEmulator')} must be host:port of a local realtime database, e.g. 127.0.0.1:3101 (it is "${values.rtdbEmulator}").`,
      );
    emulator = { host: match[1]!, port };
  }
  if (values.rtdbApiKey === undefined && emulator === null) throw missing('rtdbApiKey', "set it to the Firebase project's web API key");

  return {
    apiHost: restPath === WP_JSON_PATH ? host.origin : host.origin + restPath,
    serviceToken: values.serviceToken,
    realtimeDatabase: { databaseURL: values.rtdbUrl, projectId: values.rtdbProjectId, apiKey: values.rtdbApiKey ?? 'local', emulator },
  };
}

/** Where the production storefront listens (on 127.0.0.1, behind the operator's proxy or CDN), and where browsers load the remotes from. */
export interface Serving {
  port: number;
  remotePorts: Record<RemoteName, number>;
  publicRemoteOrigins: Partial<Record<RemoteName, string>>;
}

/** A port from the environment: its default when unset; 0 is any free port. */
function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  const port = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new BackendSettingError(`${name} must be a port number from 0 (any free port) to 65535 (it is "${value}").`);
  }
  return port;
}

/**
 * `SHOP_PORT` (the shop's own port), `SHOP_CATALOG_PORT`, `SHOP_BASKET_PORT`, `SHOP_ACCOUNT_PORT` (each remote's
 * files), each with its default, and each remote's public origin (`SHOP_CATALOG_ORIGIN`, …; default: its local port).
 */
export function readServing(env: NodeJS.ProcessEnv, defaults: { shell: number } & Record<RemoteName, number>): Serving {
  const port = portOf(env, 'SHOP_PORT', defaults.shell);
  const remotePorts = { ...defaults } as Record<RemoteName, number>;
  const publicRemoteOrigins: Partial<Record<RemoteName, string>> = {};
  for (const remote of ['catalog', 'basket', 'account'] as const) {
    remotePorts[remote] = portOf(env, `SHOP_${remote.toUpperCase()}_PORT`, defaults[remote]);
    const name = `SHOP_${remote.toUpperCase()}_ORIGIN`;
    const value = env[name];
    if (value === undefined || value === '') continue;
    const url = isHttpUrl(value);
    if (!url || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      throw new BackendSettingError(`${name} must be an http(s) origin without a path, e.g. https://${remote}.example.co.uk (it is "${value}").`);
    }
    publicRemoteOrigins[remote] = url.origin;
  }
  return { port, remotePorts: { catalog: remotePorts.catalog, basket: remotePorts.basket, account: remotePorts.account }, publicRemoteOrigins };
}
