import { createHash } from 'node:crypto';
import { httpOrigin } from '../head/urls';

/**
 * The security headers of everything the shop's own servers send (pages, the shell's files, the remotes'
 * files). The page policy is built here for the render server, which knows the configured origins.
 */

/** Sent with every answer. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The shop uses none of these features; a script that slipped in cannot either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
  // For browsers that predate CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** A file is never a document the browser should run anything in, nor be framed. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Where browsers send what the page policy blocked (the render server logs it). */
export const CSP_REPORT_PATH = '/ops/csp-reports';

export interface PagePolicySources {
  apiHost: string;
  /** The realtime database's URL, and its emulator when it runs locally. */
  realtimeDatabase: { databaseURL: string; emulator?: { host: string; port: number } | null };
  remoteOrigins: readonly string[];
  /** Where competition pictures come from besides the API host (a CDN in front of the WordPress media). */
  imageOrigins?: readonly string[];
  /** sha256 sources of the shell's own inline scripts (its index.html). */
  shellScriptHashes: readonly string[];
  /** The admin-configured front-end scripts' allowance (see `frontendScriptAllowance`). */
  frontendScripts: FrontendScriptAllowance;
}

export interface FrontendScriptAllowance {
  /** sha256 sources of each inline `<script>` in the snippet. */
  hashes: string[];
  /** The origins of the snippet's `<script src>` and those ops listed for what the scripts load themselves. */
  origins: string[];
}

export const NO_FRONTEND_SCRIPTS: FrontendScriptAllowance = { hashes: [], origins: [] };

/** `'sha256-…'` of a script's text as the browser hashes it (the HTML parser turns CR LF and CR into LF). */
export function scriptHashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

interface ScriptElement {
  src: string | null;
  text: string;
}

/** The `<script>` elements of some HTML that a browser would run (a JSON or template block is data). */
function runnableScripts(html: string): ScriptElement[] {
  const scripts: ScriptElement[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.slice(1).find((value) => value !== undefined) ?? '').trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    const srcMatch = SRC_ATTRIBUTE.exec(attributes);
    scripts.push({ src: srcMatch ? (srcMatch.slice(1).find((value) => value !== undefined) ?? '') : null, text });
  }
  return scripts;
}

/** The hashes of a document's inline scripts (the shell's index.html: the cookie notice, the start-up preloads). */
export function inlineScriptHashes(html: string): string[] {
  return runnableScripts(html)
    .filter((script) => script.src === null && script.text.trim() !== '')
    .map((script) => scriptHashSource(script.text));
}

/**
 * The narrow allowance for the admin's front-end scripts (settings.frontend_scripts, which the shell
 * injects, those that wait for consent as well as the others): exactly their inline scripts, by hash, and
 * the origins their `src` attributes name, plus the origins ops list for what those scripts load in turn
 * (`SHOP_CSP_SCRIPT_ORIGINS`). An edited script is allowed once the render server has read the new
 * settings; inline event handlers (`onload=…`) never run.
 */
export function frontendScriptAllowance(scripts: readonly { html: string }[], extraOrigins: readonly string[] = []): FrontendScriptAllowance {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const script of scripts.flatMap(({ html }) => runnableScripts(html))) {
    if (script.src === null) {
      if (script.text.trim() !== '') hashes.add(scriptHashSource(script.text));
    } else {
      const origin = httpOrigin(script.src);
      if (origin) origins.add(origin);
    }
  }
  for (const extra of extraOrigins) {
    const origin = httpOrigin(extra);
    if (origin) origins.add(origin);
  }
  return { hashes: [...hashes], origins: [...origins] };
}

const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** The realtime database's origins over HTTP (long polling) and WebSocket. */
function realtimeOrigins(database: PagePolicySources['realtimeDatabase']): { http: string[]; socket: string[] } {
  const http = unique([httpOrigin(database.databaseURL), database.emulator ? `http://${database.emulator.host}:${database.emulator.port}` : null]);
  return { http, socket: http.map((origin) => origin.replace(/^http/, 'ws')) };
}

/**
 * The Content-Security-Policy of every page: scripts only from the shop, its remotes' origins and the
 * realtime database (the Firebase SDK's long-polling fallback loads scripts from it), inline scripts only
 * by hash, no plugins, no framing, no `<base>` rewriting. Styles allow inline: styled-components writes
 * its rules into `<style>` elements at run time and the server sends them in the page.
 */
export function pageContentSecurityPolicy(sources: PagePolicySources): string {
  const api = httpOrigin(sources.apiHost);
  const remotes = unique(sources.remoteOrigins.map(httpOrigin));
  const realtime = realtimeOrigins(sources.realtimeDatabase);
  const admin = sources.frontendScripts;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...sources.shellScriptHashes, ...remotes, ...realtime.http, ...admin.hashes, ...admin.origins])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', api, ...(sources.imageOrigins ?? []).map(httpOrigin), ...admin.origins])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", api, ...remotes, ...realtime.http, ...realtime.socket, ...admin.origins])],
    ['frame-src', admin.origins.length > 0 ? admin.origins : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * One violation as a browser reports it (`application/csp-report`), as a log line; null for a body that
 * is not a report.
 */
export function describeCspReport(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const report = typeof parsed === 'object' && parsed !== null && 'csp-report' in parsed ? parsed['csp-report'] : null;
  if (typeof report !== 'object' || report === null) return null;
  const field = (name: string) => {
    const value: unknown = (report as Record<string, unknown>)[name];
    return typeof value === 'string' ? value.slice(0, 200) : '?';
  };
  return `${field('effective-directive') === '?' ? field('violated-directive') : field('effective-directive')} blocked ${field('blocked-uri')} on ${field('document-uri')}`;
}
