<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\NamedLock;
use AnglingPrizes\Infrastructure\Schema;

/** The site-credit ledger: credit in (prizes, refunds) and out (orders paid with it), per customer, in pence. */
final class CreditLedger
{
	/** How long a payment waits for the customer's credit while another payment of theirs holds it, in seconds. */
	public const LOCK_WAIT_SECONDS = 5;

	private static function table(): string
	{
		return Schema::table(Schema::CREDIT);
	}

	/** Adds an entry; false when the database did not write it. */
	public static function add(int $user_id, string $description, int $amount_minor, int $order_id = 0, ?int $at = null): bool
	{
		global $wpdb;
		return 1 === $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (user_id, description, amount_minor, order_id, created_at) VALUES (%d, %s, %d, %d, %s)',
				self::table(),
				$user_id,
				mb_substr($description, 0, 255),
				$amount_minor,
				$order_id,
				Clock::mysql($at)
			)
		);
	}

	/** The name of a customer's credit lock on this server (NamedLock). */
	public static function lock_name(string $database, string $prefix, int $user_id): string
	{
		return NamedLock::name('credit', $database, $prefix, $user_id);
	}

	/**
	 * The customer's credit lock on this site (NamedLock): a balance check and the debit it allows are made
	 * under it, so two payments of one customer cannot both pass the check on the same balance.
	 *
	 * A named lock rather than a transaction with SELECT … FOR UPDATE: the ledger is append-only with no row per
	 * customer to lock (FOR UPDATE on a customer's entries would take gap locks on the index and block the
	 * neighbouring customers' inserts too, and a customer without entries would lock nothing), and the lock is
	 * held only around the check and the debit, never around WooCommerce's own order saving.
	 */
	public static function lock_of(int $user_id): string
	{
		return NamedLock::of_site('credit', $user_id);
	}

	public static function balance_minor(int $user_id): int
	{
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM %i WHERE user_id = %d', self::table(), $user_id)
		);
	}

	/**
	 * Newest first.
	 *
	 * @return list<array{description: string, amount_minor: int, created_at: int}>
	 */
	public static function entries_of(int $user_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT description, amount_minor, created_at FROM %i WHERE user_id = %d ORDER BY created_at DESC, id DESC', self::table(), $user_id),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => [
				'description' => (string) $row['description'],
				'amount_minor' => (int) $row['amount_minor'],
				'created_at' => Clock::from_mysql($row['created_at']),
			],
			(array) $rows
		);
	}

	public static function delete_for_user(int $user_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('DELETE FROM %i WHERE user_id = %d', self::table(), $user_id));
	}
}
