<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/** Time as the plugin stores and answers it: UTC DATETIME strings in the tables, epoch milliseconds in JSON. */
final class Clock
{
	public const UK = 'Europe/London';

	public static function now(): int
	{
		return time();
	}

	/** A UTC DATETIME column value. */
	public static function mysql(?int $time = null): string
	{
		return gmdate('Y-m-d H:i:s', $time ?? self::now());
	}

	/** A UTC DATETIME column value as epoch seconds (0 for null or unreadable). */
	public static function from_mysql(?string $value): int
	{
		if ($value === null || $value === '' || str_starts_with($value, '0000')) {
			return 0;
		}
		$time = strtotime($value . ' UTC');
		return $time === false ? 0 : $time;
	}

	/** ISO 8601 as JavaScript's toISOString writes it ("2026-03-01T20:00:00.000Z"). */
	public static function iso(int $time): string
	{
		return gmdate('Y-m-d\TH:i:s.000\Z', $time);
	}

	/** A UK local date (YYYY-MM-DD) and time (HH:MM) as epoch seconds; null when the date is missing or malformed. */
	public static function uk_moment(string $date, string $time): ?int
	{
		if (!preg_match('/^\d{4}-\d{2}-\d{2}$/', $date)) {
			return null;
		}
		if (!preg_match('/^\d{1,2}:\d{2}$/', $time)) {
			$time = '00:00';
		}
		try {
			$moment = new \DateTimeImmutable($date . ' ' . $time, new \DateTimeZone(self::UK));
		} catch (\Exception) {
			return null;
		}
		return $moment->getTimestamp();
	}

	/** Epoch seconds as a UK local [date, time] pair. */
	public static function uk_parts(int $time): array
	{
		$moment = (new \DateTimeImmutable('@' . $time))->setTimezone(new \DateTimeZone(self::UK));
		return [$moment->format('Y-m-d'), $moment->format('H:i')];
	}

	/** "3 March 2026", as the original plugin's date_display_human. */
	public static function human_date(int $time): string
	{
		return gmdate('j F Y', $time);
	}
}
