// Only ./drawVerifier imports this, lazily: the draw checks' own chunk.
export { checkDrawProof, verifyDrawProof } from '@shop/shared-contracts';
