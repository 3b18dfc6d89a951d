<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/** The bank-details table: one account per customer, for cash prizes. Only the last four digits ever leave the server. */
final class BankDetails
{
	private static function table(): string
	{
		return Schema::table(Schema::BANK_DETAILS);
	}

	public static function save(int $user_id, string $account_number, string $sort_code): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'REPLACE INTO %i (user_id, account_number, sort_code, updated_at) VALUES (%d, %s, %s, %s)',
				self::table(),
				$user_id,
				$account_number,
				$sort_code,
				Clock::mysql()
			)
		);
	}

	/** @return array{account_number: string, sort_code: string}|null */
	public static function of(int $user_id): ?array
	{
		global $wpdb;
		$row = $wpdb->get_row($wpdb->prepare('SELECT account_number, sort_code FROM %i WHERE user_id = %d', self::table(), $user_id), ARRAY_A);
		return is_array($row) ? ['account_number' => (string) $row['account_number'], 'sort_code' => (string) $row['sort_code']] : null;
	}
}
