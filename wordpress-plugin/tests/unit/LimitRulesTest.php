<?php

declare(strict_types=1);

use AnglingPrizes\Rules\LimitRules;
use PHPUnit\Framework\TestCase;

/** store-api's domain/spendingLimit.ts rules, in PHP. */
final class LimitRulesTest extends TestCase
{
	private const NOW = 1_800_000_000;

	private static function state(string $duration, int $value, ?array $pending = null): array
	{
		return ['limit_duration' => $duration, 'limit_value_minor' => $value, 'pending' => $pending];
	}

	public function test_lowering_a_limit_applies_at_once_and_drops_a_pending_raise(): void
	{
		$pending = ['limit_duration' => 'month', 'limit_value_minor' => 90000, 'applies_at' => self::NOW + 100];
		self::assertSame(self::state('week', 5000), LimitRules::request_limit(self::state('month', 50000, $pending), 'week', 5000, self::NOW));
	}

	public function test_raising_or_removing_a_limit_waits_24_hours(): void
	{
		$raised = LimitRules::request_limit(self::state('month', 50000), 'month', 90000, self::NOW);
		self::assertSame(['limit_duration' => 'month', 'limit_value_minor' => 50000, 'pending' => ['limit_duration' => 'month', 'limit_value_minor' => 90000, 'applies_at' => self::NOW + 86400]], $raised);
		$removed = LimitRules::request_limit(self::state('day', 1000), '', 0, self::NOW);
		self::assertSame('day', $removed['limit_duration']);
		self::assertSame('', $removed['pending']['limit_duration']);
	}

	public function test_a_pending_limit_applies_once_its_cooling_off_has_passed(): void
	{
		$state = self::state('month', 50000, ['limit_duration' => 'month', 'limit_value_minor' => 90000, 'applies_at' => self::NOW]);
		self::assertSame(self::state('month', 90000), LimitRules::with_due_limit($state, self::NOW));
		self::assertSame($state, LimitRules::with_due_limit($state, self::NOW - 1));
	}

	public function test_asking_for_the_same_limit_changes_nothing(): void
	{
		self::assertSame(self::state('week', 2000), LimitRules::request_limit(self::state('week', 2000), 'week', 2000, self::NOW));
	}

	public function test_a_break_can_be_lengthened_never_shortened(): void
	{
		$week = LimitRules::request_lockout(['lockout_period' => '', 'locked_until' => null], '7d', self::NOW);
		self::assertSame(['lockout_period' => '7d', 'locked_until' => self::NOW + 7 * 86400], $week);
		self::assertSame($week, LimitRules::request_lockout($week, '24h', self::NOW));
		self::assertSame(['lockout_period' => '30d', 'locked_until' => self::NOW + 30 * 86400], LimitRules::request_lockout($week, '30d', self::NOW));
		self::assertSame($week, LimitRules::request_lockout($week, '', self::NOW));
	}

	public function test_spending_inside_the_limit(): void
	{
		self::assertTrue(LimitRules::allows('', 0, 100000, 5000));
		self::assertTrue(LimitRules::allows('month', 50000, 45000, 5000));
		self::assertFalse(LimitRules::allows('month', 50000, 45001, 5000));
		self::assertFalse(LimitRules::allows('day', 0, 0, 1));
	}
}
