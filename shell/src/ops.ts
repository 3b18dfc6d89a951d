/**
 * What the shop's scripts use of the shell (`@shop/shell/ops`): the redirects and route matching (the
 * known-paths check), the canary's reading of remotes.json, preview links, and the security headers the
 * static server sends. The render server itself is `@shop/shell/server`.
 */
export { APP_REDIRECTS } from './app/redirects';
export { isPublicReadRoute, isSiteContentRoute } from './server/publicReads/publicRead';
export { routePathMatches } from './app/routeMatching';
export { canaryOf, type RemoteCanary } from './server/delivery/remotesCanary';
export { PREVIEW_LIFETIME_S, PREVIEW_PARAM, signPreview } from './server/delivery/previewToken';
export { BASE_SECURITY_HEADERS, CSP_REPORT_PATH, FILE_CONTENT_SECURITY_POLICY } from './server/security/securityHeaders';
