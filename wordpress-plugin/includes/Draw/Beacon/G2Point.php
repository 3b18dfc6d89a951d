<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

use AnglingPrizes\Draw\Beacon\Fp;
use AnglingPrizes\Draw\Beacon\ScalarMultiplication;

/**
 * A point of the twist E′: y² = x³ + 4(1 + i) over Fp2 in affine coordinates (or the point at infinity), and
 * G2: its subgroup of order r, where min-sig public keys live. Only what verifying needs: the generator, the
 * group law for the pairing's Miller loop and the checks of a pinned key (on the curve, in the subgroup, its
 * compressed encoding); no decompression, since the one public key used is pinned as coordinates.
 *
 * The 96-byte compressed encoding is ZCash's: x.c1 then x.c0, 48 bytes each, big-endian, with the flags of
 * G1's encoding in the first byte (0x20 when y is the lexicographically larger of y and −y, c1 first).
 */
final readonly class G2Point
{
	use ScalarMultiplication;

	/** The standard generator of G2 (the BLS12-381 parameters, as in @noble/curves). */
	private const GENERATOR = [
		'x0' => '024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8',
		'x1' => '13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e',
		'y0' => '0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801',
		'y1' => '0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be',
	];

	private function __construct(public Fp2 $x, public Fp2 $y, public bool $infinity)
	{
	}

	/** The point (x, y), unchecked (is_on_curve and in_subgroup say whether it is one of G2). */
	public static function affine(Fp2 $x, Fp2 $y): self
	{
		return new self($x, $y, false);
	}

	public static function infinity(): self
	{
		return new self(Fp2::zero(), Fp2::zero(), true);
	}

	public static function generator(): self
	{
		$g = self::GENERATOR;
		return self::affine(Fp2::of($g['x0'], $g['x1']), Fp2::of($g['y0'], $g['y1']));
	}

	/** The 96-byte compressed encoding. */
	public function to_compressed(): string
	{
		if ($this->infinity) {
			return "\xc0" . str_repeat("\0", 2 * Fp::BYTES - 1);
		}
		$bytes = Fp::to_bytes($this->x->c1) . Fp::to_bytes($this->x->c0);
		$flags = 0x80 | ($this->y->is_larger_half() ? 0x20 : 0);
		return chr(ord($bytes[0]) | $flags) . substr($bytes, 1);
	}

	public function is_on_curve(): bool
	{
		return $this->infinity || $this->y->square()->equals(self::right_side($this->x));
	}

	/** r·Q is the point at infinity. */
	public function in_subgroup(): bool
	{
		return $this->multiply(G1Point::r())->infinity;
	}

	public function negate(): self
	{
		return $this->infinity ? $this : new self($this->x, $this->y->neg(), false);
	}

	public function equals(self $other): bool
	{
		if ($this->infinity || $other->infinity) {
			return $this->infinity === $other->infinity;
		}
		return $this->x->equals($other->x) && $this->y->equals($other->y);
	}

	/** The chord-and-tangent sum, every case included (infinity, Q + (−Q), Q + Q). */
	public function add(self $other): self
	{
		if ($this->infinity) {
			return $other;
		}
		if ($other->infinity) {
			return $this;
		}
		if ($this->x->equals($other->x)) {
			return $this->y->equals($other->y) ? $this->double() : self::infinity();
		}
		return $this->with_slope($other->x, $this->chord_slope($other));
	}

	public function double(): self
	{
		if ($this->infinity || $this->y->is_zero()) {
			return self::infinity();
		}
		return $this->with_slope($this->x, $this->tangent_slope());
	}

	/** λ = 3x²/(2y), the slope of the tangent at this point (not at infinity, y not 0). */
	public function tangent_slope(): Fp2
	{
		$x_squared = $this->x->square();
		return $x_squared->add($x_squared)->add($x_squared)->mul($this->y->add($this->y)->inverse());
	}

	/** λ = (y₂ − y₁)/(x₂ − x₁), the slope of the chord to another point (neither at infinity, x differing). */
	public function chord_slope(self $other): Fp2
	{
		return $other->y->sub($this->y)->mul($other->x->sub($this->x)->inverse());
	}

	/**
	 * The sum of this point and the point with x-coordinate other_x on the line through this point with
	 * slope λ: x₃ = λ² − x₁ − x₂, y₃ = λ(x₁ − x₃) − y₁.
	 */
	public function with_slope(Fp2 $other_x, Fp2 $slope): self
	{
		$x = $slope->square()->sub($this->x)->sub($other_x);
		$y = $slope->mul($this->x->sub($x))->sub($this->y);
		return new self($x, $y, false);
	}

	/** x³ + 4(1 + i). */
	private static function right_side(Fp2 $x): Fp2
	{
		return $x->square()->mul($x)->add(Fp2::of(4, 4));
	}
}
