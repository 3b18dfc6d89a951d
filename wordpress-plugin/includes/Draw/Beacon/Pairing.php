<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

/**
 * The check a BLS verifier makes: whether a product of pairings e(P₁, Q₁) · e(P₂, Q₂) · … is 1, with the
 * optimal ate pairing of BLS12-381, e(P, Q) = f_{x,Q}(P)^((p¹² − 1)/r) for P in G1, Q in G2 and the curve's
 * parameter x = −0xd201000000010000. The choices, simplest first:
 *
 * - One Miller loop for all the pairs (one squaring of f per bit), over the bits of |x| from the top: at each
 *   bit the tangent at T, and where the bit is 1 the chord from T to Q, each evaluated at P and multiplied
 *   into f. T is kept in affine coordinates (an Fp2 inversion per step).
 * - The line functions: Q lives on the twist E′: y² = x³ + 4ξ over Fp2, and ψ(x′, y′) = (x′/w², y′/w³) maps
 *   it onto E over Fp12 (Fp12.php: w⁶ = ξ). The line through ψ(T) with slope λ′/w (λ′ the slope on E′),
 *   at P = (x_P, y_P), times w³, is (λ′x_T − y_T) + (−λ′x_P)·w² + y_P·w³. The factor w³ lies in the subfield
 *   Fp2[w³] = Fp4 and vertical lines (x_P − x_T/w², times w²) in Fp2[w²] = Fp6; the final exponentiation
 *   sends every element of Fp4 and Fp6 to 1 (p⁴ − 1 and p⁶ − 1 divide (p¹² − 1)/r), so both are left out.
 * - x is negative, and f_{x,Q} = 1/(f_{|x|,Q} · v) with v a vertical line; so the true pairing is the
 *   inverse of what the loop over |x| gives, after the final exponentiation. A product of inverses is 1
 *   exactly when the product is, so the inversion (a conjugation, for these values) is skipped.
 * - The final exponentiation is not computed in full. (p¹² − 1)/r = (p⁶ − 1) · E with E = (p⁶ + 1)/r (r
 *   divides p⁴ − p² + 1, a factor of p⁶ + 1), and g^(p⁶) is the conjugate of g; so with g = f^E,
 *   f^((p¹² − 1)/r) = conj(g)/g, which is 1 exactly when conj(g) = g. One plain square-and-multiply with
 *   the 2030-bit E (instead of the 4314-bit (p¹² − 1)/r), no inversion and no Frobenius constants; the
 *   usual split into an easy part and a hard part with x-powers would be faster still, and longer.
 *
 * So written, one check of two pairings takes a few tenths of a second (0.2–0.4 s measured on this machine).
 */
final class Pairing
{
	/** |x|, the Miller loop's length (BLS12-381's x = −0xd201000000010000). */
	public const ATE_LOOP = 'd201000000010000';

	/** @param list<array{G1Point, G2Point}> $pairs */
	public static function product_is_one(array $pairs): bool
	{
		$f = self::miller_loop($pairs);
		if ($f->is_zero()) {
			// Never for points of G1 and G2 (no line meets P), but conj(0) = 0 must not pass as 1.
			return false;
		}
		$g = $f->pow(self::exponent());
		return $g->conjugate()->equals($g);
	}

	/**
	 * The product of f_{|x|,Q}(P) over the pairs; a pair with a point at infinity contributes 1.
	 *
	 * @param list<array{G1Point, G2Point}> $pairs
	 */
	public static function miller_loop(array $pairs): Fp12
	{
		$pairs = array_values(array_filter($pairs, static fn (array $pair): bool => !$pair[0]->infinity && !$pair[1]->infinity));
		$loop = gmp_init(self::ATE_LOOP, 16);
		$f = Fp12::one();
		$t = array_map(static fn (array $pair): G2Point => $pair[1], $pairs);
		// The top bit is T = Q itself.
		for ($bit = strlen(gmp_strval($loop, 2)) - 2; $bit >= 0; $bit--) {
			$f = $f->square();
			foreach ($pairs as $k => [$p]) {
				$slope = $t[$k]->tangent_slope();
				$f = $f->mul(self::line($t[$k], $slope, $p));
				$t[$k] = $t[$k]->with_slope($t[$k]->x, $slope);
			}
			if (gmp_testbit($loop, $bit)) {
				foreach ($pairs as $k => [$p, $q]) {
					$slope = $t[$k]->chord_slope($q);
					$f = $f->mul(self::line($t[$k], $slope, $p));
					$t[$k] = $t[$k]->with_slope($q->x, $slope);
				}
			}
		}
		return $f;
	}

	/** E = (p⁶ + 1)/r. */
	private static function exponent(): \GMP
	{
		$numerator = gmp_pow(Fp::p(), 6) + 1;
		[$exponent, $remainder] = gmp_div_qr($numerator, G1Point::r());
		if (gmp_sign($remainder) !== 0) {
			throw new \LogicException('r does not divide p⁶ + 1: the curve constants are wrong.');
		}
		return $exponent;
	}

	/** The line through T with slope λ′ (on E′), at P, times w³: (λ′x_T − y_T) + (−λ′x_P)·w² + y_P·w³. */
	private static function line(G2Point $t, Fp2 $slope, G1Point $p): Fp12
	{
		$zero = Fp2::zero();
		return new Fp12([
			$slope->mul($t->x)->sub($t->y),
			$zero,
			$slope->scale($p->x)->neg(),
			new Fp2($p->y, gmp_init(0)),
			$zero,
			$zero,
		]);
	}
}
