<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

/**
 * k·P for k ≥ 0 by double and add, from the top bit, for a group whose points have infinity(), double() and
 * add(): G1 and G2.
 */
trait ScalarMultiplication
{
	public function multiply(\GMP $k): static
	{
		$result = static::infinity();
		for ($bit = strlen(gmp_strval($k, 2)) - 1; $bit >= 0; $bit--) {
			$result = $result->double();
			if (gmp_testbit($k, $bit)) {
				$result = $result->add($this);
			}
		}
		return $result;
	}
}
