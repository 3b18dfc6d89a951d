import { bls12_381 } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';
import type { Beacon, BeaconCheck } from './beacon';
import { QUICKNET } from './drawRules';

/**
 * Draw rule v2 ("drand-quicknet-v2", rules/beaconDraw.ts), step 3: a quicknet beacon round is genuine when
 * its signature is a BLS signature on G1 (scheme bls-unchained-g1-rfc9380, hash to curve with DST
 * `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`) of SHA-256(round as 8 bytes big-endian) under quicknet's
 * public key pinned here, and its randomness is SHA-256 of the signature bytes.
 *
 * Its own module because @noble/curves is large: only code that verifies loads it (`verifyBeacon` in
 * rules/beaconDraw.ts imports it on first use). Never import it from the contract's index or from anything
 * an app loads at start.
 */

export const QUICKNET_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

function hexBytes(hex: string, length: number): Uint8Array | null {
  const normalised = hex.trim().toLowerCase();
  if (normalised.length !== length * 2 || !/^[0-9a-f]*$/.test(normalised)) return null;
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = Number.parseInt(normalised.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The signed message of a round: SHA-256 of the round number as 8 bytes big-endian. */
export function quicknetMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** BLS12-381's field prime p. */
const FIELD_PRIME = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaabn;

/**
 * A compressed G1 point names its x below p: @noble/curves also takes x + p (when that fits in 381 bits) as
 * the same point, which would give a round a second accepted signature, and so a second randomness. Only the
 * canonical encoding is a signature here (the plugin's PHP check refuses the same way).
 */
export function isCanonicalG1Encoding(bytes: Uint8Array): boolean {
  if (bytes.length !== 48) return false;
  const x = bytes.reduce((sum, byte, index) => (sum << 8n) | BigInt(index === 0 ? byte & 0x1f : byte), 0n);
  return x < FIELD_PRIME;
}

let publicKey: Uint8Array | null = null;

/** Checks one beacon round as rule step 3 says; the reason names what is wrong. */
export function verifyQuicknetBeacon(beacon: Beacon): BeaconCheck {
  if (!Number.isSafeInteger(beacon.round) || beacon.round < 1) return { valid: false, reason: `round ${String(beacon.round)} is not a round number` };
  const signature = hexBytes(beacon.signature, 48);
  if (!signature) return { valid: false, reason: `the signature of round ${beacon.round} is not 48 bytes of hex` };
  let signed: boolean;
  try {
    publicKey ??= hexBytes(QUICKNET.publicKey, 96)!;
    const message = bls12_381.shortSignatures.hash(quicknetMessage(beacon.round), QUICKNET_DST);
    signed = isCanonicalG1Encoding(signature) && bls12_381.shortSignatures.verify(signature, message, publicKey);
  } catch {
    // Bytes that are not a point of G1 (or not in its subgroup) are no signature at all.
    signed = false;
  }
  if (!signed) return { valid: false, reason: `the signature of round ${beacon.round} does not verify under the quicknet public key` };
  const randomness = toHex(sha256(signature));
  if (beacon.randomness !== undefined && beacon.randomness.trim().toLowerCase() !== randomness) {
    return { valid: false, reason: `the randomness given for round ${beacon.round} is not SHA-256 of its signature` };
  }
  return { valid: true, round: beacon.round, signature: toHex(signature), randomness };
}
