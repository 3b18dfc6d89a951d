<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;
use AnglingPrizes\Rules\PostalEntryRules;

/**
 * The held credit table (store-api's `held_credit`, domain/heldCredit.ts): site credit won by a free postal
 * entrant who has no account (an instant win whose prize is site credit), held for the email address on
 * their card until an account is opened with it. Opening that account moves it into the account's
 * site-credit ledger with the same description and marks it claimed by the account (HeldCredit): it moves
 * once, and a held row is never deleted (it is the record of what was won and where it went).
 */
final class HeldCredits
{
	private static function table(): string
	{
		return Schema::table(Schema::HELD_CREDIT);
	}

	/**
	 * Holds site credit for an email without an account (inside the caller's transaction when there is one).
	 *
	 * @throws \RuntimeException when the database refused
	 */
	public static function hold(string $email, string $description, int $amount_minor, int $product_id, int $order_id, int $at): void
	{
		global $wpdb;
		$written = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (email, email_key, description, amount_minor, product_id, order_id, held_at) VALUES (%s, %s, %s, %d, %d, %d, %s)',
				self::table(),
				$email,
				PostalEntryRules::email_key($email),
				mb_substr($description, 0, 255),
				$amount_minor,
				$product_id,
				$order_id,
				Clock::mysql($at)
			)
		);
		if ($written !== 1) {
			throw new \RuntimeException('The held site credit could not be kept: ' . $wpdb->last_error);
		}
	}

	/**
	 * Every credit held for an email (trimmed, any case), claimed or not, oldest first.
	 *
	 * @return list<array{id: int, email: string, description: string, amount_minor: int, competition_id: int, order_id: int, held_at: int, claimed_by: ?int, claimed_at: ?int}>
	 */
	public static function for_email(string $email, bool $for_update = false): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT * FROM %i WHERE email_key = %s ORDER BY id' . ($for_update ? ' FOR UPDATE' : ''), self::table(), PostalEntryRules::email_key($email)),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => [
				'id' => (int) $row['id'],
				'email' => (string) $row['email'],
				'description' => (string) $row['description'],
				'amount_minor' => (int) $row['amount_minor'],
				'competition_id' => (int) $row['product_id'],
				'order_id' => (int) $row['order_id'],
				'held_at' => Clock::from_mysql((string) $row['held_at']),
				'claimed_by' => $row['claimed_by'] === null ? null : (int) $row['claimed_by'],
				'claimed_at' => $row['claimed_at'] === null ? null : Clock::from_mysql((string) $row['claimed_at']),
			],
			(array) $rows
		);
	}

	/**
	 * Moves the credit still held for `email` (trimmed, any case) into the account's site-credit ledger, each
	 * with its description, and marks it claimed by the account; answers how many moved. The caller runs it
	 * in a transaction (HeldCredit); a row is moved only by the statement that claims it, so never twice.
	 *
	 * @throws \RuntimeException when the ledger refused an entry (the caller rolls back)
	 */
	public static function claim(int $user_id, string $email, int $now): int
	{
		global $wpdb;
		$moved = 0;
		foreach (self::for_email($email, true) as $held) {
			if ($held['claimed_by'] !== null) {
				continue;
			}
			$claimed = $wpdb->query(
				$wpdb->prepare('UPDATE %i SET claimed_by = %d, claimed_at = %s WHERE id = %d AND claimed_by IS NULL', self::table(), $user_id, Clock::mysql($now), $held['id'])
			);
			if ($claimed !== 1) {
				continue;
			}
			if (!CreditLedger::add($user_id, $held['description'], $held['amount_minor'], $held['order_id'], $now)) {
				throw new \RuntimeException('The held site credit could not be moved to the account: ' . $wpdb->last_error);
			}
			++$moved;
		}
		return $moved;
	}
}
