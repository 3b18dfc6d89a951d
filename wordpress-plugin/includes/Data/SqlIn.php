<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

/** The placeholders of an `IN (…)` list for `$wpdb->prepare`, which has none of its own. */
final class SqlIn
{
	/**
	 * `%d,%d,…`, one for each value (pass the values to prepare after the query's other arguments).
	 *
	 * @param list<int> $values not empty
	 */
	public static function integers(array $values): string
	{
		return implode(',', array_fill(0, count($values), '%d'));
	}
}
