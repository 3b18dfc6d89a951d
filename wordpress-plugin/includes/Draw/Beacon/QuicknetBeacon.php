<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

/**
 * Draw rule v2, step 3 (shared-contracts rules/beaconDraw.ts), in PHP: a drand quicknet round is genuine when
 * its signature is a BLS signature on G1 (min-sig, scheme bls-unchained-g1-rfc9380) of SHA-256(round as 8
 * bytes big-endian), hashed to G1 with the DST below, under quicknet's pinned public key; its randomness is
 * SHA-256 of the 48 signature bytes. The same answers and reasons as `verifyQuicknetBeacon` of
 * shared-contracts rules/drandBeacon.ts (which verifies with @noble/curves); this one is written here, on
 * PHP's gmp extension, so the plugin checks a round itself before drawing with it.
 *
 * The signature σ of message m under public key pk is genuine when e(σ, g2) = e(H(m), pk), checked as
 * e(σ, −g2) · e(H(m), pk) = 1 (Pairing.php). One verification takes a few tenths of a second.
 */
final class QuicknetBeacon
{
	/** quicknet's group public key, compressed G2 (QUICKNET_PUBLIC_KEY of drandBeacon.ts); chain 52db9ba7…e971. */
	public const PUBLIC_KEY = '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';

	public const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

	/** The largest round the TypeScript check takes (Number.MAX_SAFE_INTEGER). */
	public const MAX_ROUND = 9007199254740991;

	/**
	 * PUBLIC_KEY decompressed to its affine coordinates on E′ (x = x0 + x1·i, y = y0 + y1·i), so no Fp2 square
	 * root is needed here. Derived once with @noble/curves 1.9.7:
	 * `bls12_381.G2.Point.fromHex(QUICKNET_PUBLIC_KEY).toAffine()`. QuicknetBeaconTest checks that the point
	 * lies on E′ and in G2 and compresses back to PUBLIC_KEY, which only the right point does.
	 */
	public const PUBLIC_KEY_POINT = [
		'x0' => '0d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
		'x1' => '03cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d106451',
		'y0' => '0e5db2b6bfbb01c867749cadffca88b36c24f3012ba09fc4d3022c5c37dce0f977d3adb5d183c7477c442b1f04515273',
		'y1' => '01a714f2edb74119a2f2b0d5a7c75ba902d163700a61bc224ededd8e63aef7be1aaf8e93d7a9718b047ccddb3eb5d68b',
	];

	/** Whether this PHP can verify rounds: the gmp extension is loaded. */
	public static function available(): bool
	{
		return extension_loaded('gmp');
	}

	/**
	 * Checks one beacon round as rule step 3 says; the reason names what is wrong.
	 *
	 * @return array{valid: true, round: int, signature: string, randomness: string}|array{valid: false, reason: string}
	 * @throws \RuntimeException when the gmp extension is not loaded
	 */
	public static function verify(int $round, string $signature_hex, ?string $randomness_hex = null): array
	{
		if (!self::available()) {
			throw new \RuntimeException("Verifying a drand beacon round needs PHP's gmp extension (php-gmp), which is not loaded.");
		}
		if ($round < 1 || $round > self::MAX_ROUND) {
			return self::refused(sprintf('round %d is not a round number', $round));
		}
		$signature = self::hex_bytes($signature_hex, 48);
		if ($signature === null) {
			return self::refused(sprintf('the signature of round %d is not 48 bytes of hex', $round));
		}
		try {
			$sigma = G1Point::from_compressed($signature);
			$signed = Pairing::product_is_one([
				[$sigma, G2Point::generator()->negate()],
				[HashToG1::hash_to_curve(self::message($round), self::DST), self::public_key()],
			]);
		} catch (\InvalidArgumentException) {
			// Bytes that are not a point of G1 (or not in its subgroup) are no signature at all.
			$signed = false;
		}
		if (!$signed) {
			return self::refused(sprintf('the signature of round %d does not verify under the quicknet public key', $round));
		}
		$randomness = hash('sha256', $signature);
		if ($randomness_hex !== null && strtolower(self::trim($randomness_hex)) !== $randomness) {
			return self::refused(sprintf('the randomness given for round %d is not SHA-256 of its signature', $round));
		}
		return ['valid' => true, 'round' => $round, 'signature' => bin2hex($signature), 'randomness' => $randomness];
	}

	/** The signed message of a round: SHA-256 of the round number as 8 bytes big-endian. */
	public static function message(int $round): string
	{
		return hash('sha256', pack('J', $round), true);
	}

	/** The pinned public key as a point of G2. */
	public static function public_key(): G2Point
	{
		$key = self::PUBLIC_KEY_POINT;
		return G2Point::affine(Fp2::of($key['x0'], $key['x1']), Fp2::of($key['y0'], $key['y1']));
	}

	/** The bytes of hex of exactly this many bytes, either case, ASCII whitespace around it ignored; else null. */
	private static function hex_bytes(string $hex, int $length): ?string
	{
		$normalised = strtolower(self::trim($hex));
		if (strlen($normalised) !== 2 * $length || preg_match('/^[0-9a-f]*$/', $normalised) !== 1) {
			return null;
		}
		return (string) hex2bin($normalised);
	}

	/** Like JavaScript's String.prototype.trim for ASCII text (what the TypeScript check does). */
	private static function trim(string $text): string
	{
		return trim($text, " \t\n\r\v\f");
	}

	/** @return array{valid: false, reason: string} */
	private static function refused(string $reason): array
	{
		return ['valid' => false, 'reason' => $reason];
	}
}
