<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;
use AnglingPrizes\Rules\LimitRules;

/** The responsible-gaming table: each customer's spending limit, a pending raise, and a break (lockout). */
final class GamingLimits
{
	private static function table(): string
	{
		return Schema::table(Schema::GAMING_LIMITS);
	}

	/**
	 * The customer's limits, with a pending change whose cooling-off has passed already applied.
	 *
	 * @return array{limit_duration: string, limit_value_minor: int, pending: ?array{limit_duration: string, limit_value_minor: int, applies_at: int}, lockout_period: string, locked_until: ?int}
	 */
	public static function of(int $user_id, ?int $now = null): array
	{
		global $wpdb;
		$row = $wpdb->get_row($wpdb->prepare('SELECT * FROM %i WHERE user_id = %d', self::table(), $user_id), ARRAY_A);
		$state = [
			'limit_duration' => '',
			'limit_value_minor' => 0,
			'pending' => null,
			'lockout_period' => '',
			'locked_until' => null,
		];
		if (is_array($row)) {
			$state['limit_duration'] = in_array($row['limit_duration'], LimitRules::DURATIONS, true) ? (string) $row['limit_duration'] : '';
			$state['limit_value_minor'] = (int) $row['limit_value_minor'];
			if ($row['pending_applies_at'] !== null && $row['pending_duration'] !== null) {
				$state['pending'] = [
					'limit_duration' => (string) $row['pending_duration'],
					'limit_value_minor' => (int) $row['pending_value_minor'],
					'applies_at' => Clock::from_mysql($row['pending_applies_at']),
				];
			}
			$state['lockout_period'] = (string) $row['lockout_period'];
			$state['locked_until'] = $row['locked_until'] === null ? null : Clock::from_mysql($row['locked_until']);
		}
		$due = LimitRules::with_due_limit(
			['limit_duration' => $state['limit_duration'], 'limit_value_minor' => $state['limit_value_minor'], 'pending' => $state['pending']],
			$now ?? Clock::now()
		);
		return array_merge($state, $due);
	}

	/** @param array{limit_duration: string, limit_value_minor: int, pending: ?array{limit_duration: string, limit_value_minor: int, applies_at: int}, lockout_period: string, locked_until: ?int} $state */
	public static function save(int $user_id, array $state): void
	{
		global $wpdb;
		$pending = $state['pending'];
		$wpdb->query(
			$wpdb->prepare(
				'REPLACE INTO %i (user_id, limit_duration, limit_value_minor, pending_duration, pending_value_minor, pending_applies_at, lockout_period, locked_until, updated_at)
				VALUES (%d, %s, %d, ' . ($pending === null ? 'NULL, NULL, NULL' : '%s, %d, %s') . ', %s, ' . ($state['locked_until'] === null ? 'NULL' : '%s') . ', %s)',
				...array_merge(
					[self::table(), $user_id, $state['limit_duration'], $state['limit_value_minor']],
					$pending === null ? [] : [$pending['limit_duration'], $pending['limit_value_minor'], Clock::mysql($pending['applies_at'])],
					[$state['lockout_period']],
					$state['locked_until'] === null ? [] : [Clock::mysql($state['locked_until'])],
					[Clock::mysql()]
				)
			)
		);
	}

	/** Whether the customer is on a break now. */
	public static function is_locked(int $user_id, ?int $now = null): bool
	{
		$until = self::of($user_id, $now)['locked_until'];
		return $until !== null && $until > ($now ?? Clock::now());
	}
}
