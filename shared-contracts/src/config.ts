import * as v from 'valibot';

/**
 * The shell's runtime config (`config.json`), read at start so one build serves any environment.
 * Missing or malformed fields fall back to the local defaults and are reported by name.
 */
export interface RealtimeDatabaseConfig {
  /** The database URL, e.g. https://project-default-rtdb.europe-west1.firebasedatabase.app */
  databaseURL: string;
  projectId: string;
  apiKey: string;
  /** When set, connect to a local RTDB-protocol server (store-api's) instead of Google's. */
  emulator: { host: string; port: number } | null;
}

export interface RuntimeConfig {
  /**
   * The API host: an origin (calls go to `{host}/competition/index.php/wp-json/`), e.g. http://127.0.0.1:3100,
   * or the address of WordPress's REST index ending in `wp-json/` for a site laid out otherwise
   * (`https://wp.example.co.uk/wp-json/` at the domain root). See `buildApiUrl`.
   */
  apiHost: string;
  /** The fixed service bearer credential sent on shop and settings calls. */
  serviceToken: string;
  realtimeDatabase: RealtimeDatabaseConfig;
  /** Where the remotes manifest lives. */
  remotesManifestUrl: string;
  /**
   * The origin each remote is served from. Manifest entries are resolved against it, so remotes.json
   * names only versions (`0.1.0/remoteEntry.js`) and the same manifest works in every environment.
   * An absolute entry URL in the manifest wins.
   */
  remoteOrigins: Record<'catalog' | 'basket' | 'account', string>;
  /**
   * The browser sends the public reads (the catalogue, settings, draw results: endpoints marked
   * `publicRead`) to the page's own origin, where the render server answers them from its cache, instead of
   * to `apiHost`. Set by whatever serves the render server; absent (a dev server without one): false.
   */
  publicReadsFromStorefront?: boolean;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiHost: 'http://127.0.0.1:3100',
  serviceToken: 'local-dev-service-token',
  realtimeDatabase: {
    databaseURL: 'http://127.0.0.1:3101?ns=angling-shop',
    projectId: 'angling-shop',
    apiKey: 'local',
    emulator: { host: '127.0.0.1', port: 3101 },
  },
  remotesManifestUrl: '/remotes.json',
  remoteOrigins: {
    catalog: 'http://127.0.0.1:3001',
    basket: 'http://127.0.0.1:3002',
    account: 'http://127.0.0.1:3003',
  },
};

const RealtimeDatabaseConfigSchema = v.object({
  databaseURL: v.pipe(v.string(), v.minLength(1)),
  projectId: v.pipe(v.string(), v.minLength(1)),
  apiKey: v.string(),
  emulator: v.nullable(v.object({ host: v.pipe(v.string(), v.minLength(1)), port: v.pipe(v.number(), v.integer()) })),
});

const FIELD_SCHEMAS = {
  apiHost: v.pipe(v.string(), v.url()),
  serviceToken: v.pipe(v.string(), v.minLength(1)),
  realtimeDatabase: RealtimeDatabaseConfigSchema,
  remotesManifestUrl: v.pipe(v.string(), v.minLength(1)),
  remoteOrigins: v.object({
    catalog: v.pipe(v.string(), v.url()),
    basket: v.pipe(v.string(), v.url()),
    account: v.pipe(v.string(), v.url()),
  }),
} as const;

export interface ConfigReading {
  config: RuntimeConfig;
  /** One line per field that was missing or malformed, naming it. Empty when the file was whole. */
  problems: string[];
}

/** Reads each field on its own, so one bad field costs only that field. */
export function readRuntimeConfig(raw: unknown): ConfigReading {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config: DEFAULT_RUNTIME_CONFIG, problems: ['config.json is not a JSON object; using local defaults'] };
  }
  const source = raw as Record<string, unknown>;
  const problems: string[] = [];
  const pick = <K extends keyof typeof FIELD_SCHEMAS>(key: K): RuntimeConfig[K] => {
    if (!(key in source)) {
      problems.push(`config.json is missing "${key}"; using the default`);
      return DEFAULT_RUNTIME_CONFIG[key];
    }
    const result = v.safeParse(FIELD_SCHEMAS[key], source[key]);
    if (!result.success) {
      problems.push(`config.json has a malformed "${key}" (${result.issues[0].message}); using the default`);
      return DEFAULT_RUNTIME_CONFIG[key];
    }
    return result.output as RuntimeConfig[K];
  };
  return {
    config: {
      // Only `true` turns it on: anything else leaves the browser asking apiHost, as without the field.
      ...(source.publicReadsFromStorefront === true && { publicReadsFromStorefront: true }),
      apiHost: pick('apiHost'),
      serviceToken: pick('serviceToken'),
      realtimeDatabase: pick('realtimeDatabase'),
      remotesManifestUrl: pick('remotesManifestUrl'),
      remoteOrigins: pick('remoteOrigins'),
    },
    problems,
  };
}
