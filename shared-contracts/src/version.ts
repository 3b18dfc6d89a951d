/**
 * The contract version every app is built against. Additive changes bump the minor; a breaking change
 * bumps the major, and the shell refuses a remote whose major differs from its own.
 */
export const CONTRACT_VERSION = '1.1.0';
