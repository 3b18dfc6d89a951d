/**
 * The draw checks (shared-contracts' verifyDrawProof and checkDrawProof, with the beacon's BLS code behind
 * them), loaded on the first press of a Verify button: no page's first load carries them, and the draw
 * results and draw proof pages share one copy.
 */
export function loadDrawVerifier() {
  return import(/* webpackChunkName: "draw-verifier" */ './drawVerifierModule');
}
