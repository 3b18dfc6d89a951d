<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * Responsible-gaming rules, pure (no WordPress): lowering a spending limit applies at once, raising or removing
 * it waits a 24-hour cooling-off as the pending limit; a break can be started or made longer, never shortened.
 * The same rules as store-api's domain/spendingLimit.ts. Times are epoch seconds.
 */
final class LimitRules
{
	public const COOLING_OFF = 86400;
	public const DURATIONS = ['', 'day', 'week', 'month'];
	public const LOCKOUTS = ['', '24h', '7d', '30d', '6m'];
	private const WINDOW_DAYS = ['day' => 1, 'week' => 7, 'month' => 30];
	private const LOCK_DAYS = ['24h' => 1, '7d' => 7, '30d' => 30, '6m' => 182];

	/** The spending window of a limit period in seconds (a month when none is set). */
	public static function window_seconds(string $duration): int
	{
		return (self::WINDOW_DAYS[$duration] ?? self::WINDOW_DAYS['month']) * 86400;
	}

	/** What a limit allows per day, to compare limits of different periods; no period is no limit. */
	private static function daily_allowance(string $duration, int $value_minor): float
	{
		if ($duration === '') {
			return INF;
		}
		return $value_minor / (self::WINDOW_DAYS[$duration] ?? self::WINDOW_DAYS['month']);
	}

	/**
	 * The pending change once its cooling-off has passed, else the state as it is.
	 *
	 * @param array{limit_duration: string, limit_value_minor: int, pending: ?array{limit_duration: string, limit_value_minor: int, applies_at: int}} $state
	 * @return array{limit_duration: string, limit_value_minor: int, pending: ?array{limit_duration: string, limit_value_minor: int, applies_at: int}}
	 */
	public static function with_due_limit(array $state, int $now): array
	{
		$pending = $state['pending'];
		if ($pending === null || $pending['applies_at'] > $now) {
			return $state;
		}
		return ['limit_duration' => $pending['limit_duration'], 'limit_value_minor' => $pending['limit_value_minor'], 'pending' => null];
	}

	/**
	 * A requested limit applied to the current state.
	 *
	 * @param array{limit_duration: string, limit_value_minor: int, pending: ?array{limit_duration: string, limit_value_minor: int, applies_at: int}} $state
	 * @return array{limit_duration: string, limit_value_minor: int, pending: ?array{limit_duration: string, limit_value_minor: int, applies_at: int}}
	 */
	public static function request_limit(array $state, string $duration, int $value_minor, int $now): array
	{
		$current = self::with_due_limit($state, $now);
		if ($duration === $current['limit_duration'] && $value_minor === $current['limit_value_minor']) {
			return $current;
		}
		if (self::daily_allowance($duration, $value_minor) < self::daily_allowance($current['limit_duration'], $current['limit_value_minor'])) {
			return ['limit_duration' => $duration, 'limit_value_minor' => $value_minor, 'pending' => null];
		}
		return [
			'limit_duration' => $current['limit_duration'],
			'limit_value_minor' => $current['limit_value_minor'],
			'pending' => ['limit_duration' => $duration, 'limit_value_minor' => $value_minor, 'applies_at' => $now + self::COOLING_OFF],
		];
	}

	/**
	 * A requested break: the later end wins, with its period's name.
	 *
	 * @param array{lockout_period: string, locked_until: ?int} $current
	 * @return array{lockout_period: string, locked_until: ?int}
	 */
	public static function request_lockout(array $current, string $period, int $now): array
	{
		$days = self::LOCK_DAYS[$period] ?? 0;
		if ($days === 0) {
			return $current;
		}
		$end = $now + $days * 86400;
		$current_end = $current['locked_until'] ?? 0;
		if ($current_end >= $end) {
			return $current;
		}
		return ['lockout_period' => $period, 'locked_until' => $end];
	}

	/** Whether the customer may still spend `amount_minor` with `spent_minor` already spent in the limit's window. */
	public static function allows(string $duration, int $value_minor, int $spent_minor, int $amount_minor): bool
	{
		return $duration === '' || $spent_minor + $amount_minor <= $value_minor;
	}
}
