<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;
use AnglingPrizes\Rules\PostalEntryRules;

/**
 * The postal entries table (store-api's `postal_entries`): every free postal entry the operator recorded,
 * accepted or refused, as the card gave it (tidied), with the outcome, the refusal's code and sentence, the
 * entrant's account when their email has one, the £0 order an accepted entry became, and when it was
 * recorded. Nothing is ever deleted: it is the record that the free route was honoured.
 */
final class PostalEntries
{
	private static function table(): string
	{
		return Schema::table(Schema::POSTAL_ENTRIES);
	}

	/**
	 * Keeps one entry (inside the caller's transaction when there is one); answers it as stored.
	 *
	 * @param array{competition_id: int, first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string, answer: ?int, received: string, outcome: string, reason_code: ?string, reason: string, user_id: ?int, order_id: ?int, recorded_at: int} $entry
	 * @return array<string, mixed> the entry with its id
	 * @throws \RuntimeException when the database refused
	 */
	public static function insert(array $entry): array
	{
		global $wpdb;
		$row = [
			'product_id' => $entry['competition_id'],
			'first_name' => $entry['first_name'],
			'last_name' => $entry['last_name'],
			'address_1' => $entry['address_1'],
			'address_2' => $entry['address_2'],
			'city' => $entry['city'],
			'postcode' => $entry['postcode'],
			'email' => $entry['email'],
			'email_key' => PostalEntryRules::email_key($entry['email']),
			'answer' => $entry['answer'],
			'received' => $entry['received'],
			'outcome' => $entry['outcome'],
			'reason_code' => $entry['reason_code'],
			'reason' => $entry['reason'],
			'user_id' => $entry['user_id'],
			'order_id' => $entry['order_id'],
			'recorded_at' => Clock::mysql($entry['recorded_at']),
		];
		// wpdb::insert prepares the statement; a null value is written as NULL whatever its format.
		$formats = ['%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%d', '%d', '%s'];
		if ($wpdb->insert(self::table(), $row, $formats) !== 1) {
			throw new \RuntimeException('The postal entry could not be kept: ' . $wpdb->last_error);
		}
		return ['id' => (int) $wpdb->insert_id] + $entry;
	}

	/** @return array<string, mixed>|null the entry as kept, in the shape insert() takes (with its id) */
	public static function by_id(int $id): ?array
	{
		global $wpdb;
		$row = $wpdb->get_row($wpdb->prepare('SELECT * FROM %i WHERE id = %d', self::table(), $id), ARRAY_A);
		return is_array($row) ? self::entry_of($row) : null;
	}

	/**
	 * The latest entries (all competitions, or one), newest first.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function latest(int $limit, int $product_id = 0): array
	{
		global $wpdb;
		$rows = $product_id > 0
			? $wpdb->get_results($wpdb->prepare('SELECT * FROM %i WHERE product_id = %d ORDER BY id DESC LIMIT %d', self::table(), $product_id, $limit), ARRAY_A)
			: $wpdb->get_results($wpdb->prepare('SELECT * FROM %i ORDER BY id DESC LIMIT %d', self::table(), $limit), ARRAY_A);
		return array_map([self::class, 'entry_of'], (array) $rows);
	}

	/** Accepted entries to a competition by entrants without an account, counted by their email key (one ticket each). */
	public static function accepted_without_account(int $product_id, string $email_key): int
	{
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM %i WHERE product_id = %d AND email_key = %s AND outcome = 'accepted' AND user_id IS NULL",
				self::table(),
				$product_id,
				$email_key
			)
		);
	}

	/**
	 * The tickets a customer holds in a competition, for its per-customer maximum: paid and postal alike under
	 * their account, and the postal entries accepted with their account's email before the account existed
	 * (the same person: the maximum is theirs either way). As store-api's ticketsHeldBy.
	 */
	public static function tickets_held_by(int $product_id, int $user_id): int
	{
		$held = Tickets::count_of_user($product_id, $user_id);
		$user = get_userdata($user_id);
		if (!$user instanceof \WP_User || $user->user_email === '') {
			return $held;
		}
		return $held + self::accepted_without_account($product_id, PostalEntryRules::email_key($user->user_email));
	}

	/**
	 * The accepted entries of a competition by their order: the card's names and town, which name the
	 * entrant (beside the entry list, on the winners list) as a customer's account names them.
	 *
	 * @return array<int, array{first_name: string, last_name: string, city: string}> order id => card
	 */
	public static function accepted_by_order(int $product_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT order_id, first_name, last_name, city FROM %i WHERE product_id = %d AND outcome = 'accepted' AND order_id IS NOT NULL",
				self::table(),
				$product_id
			),
			ARRAY_A
		);
		$cards = [];
		foreach ((array) $rows as $row) {
			$cards[(int) $row['order_id']] = ['first_name' => (string) $row['first_name'], 'last_name' => (string) $row['last_name'], 'city' => (string) $row['city']];
		}
		return $cards;
	}

	/** @return array{first_name: string, last_name: string, city: string, email: string}|null the card an order was recorded from (null: not a postal entry) */
	public static function card_of_order(int $order_id): ?array
	{
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare("SELECT first_name, last_name, city, email FROM %i WHERE order_id = %d AND outcome = 'accepted' LIMIT 1", self::table(), $order_id),
			ARRAY_A
		);
		return is_array($row)
			? ['first_name' => (string) $row['first_name'], 'last_name' => (string) $row['last_name'], 'city' => (string) $row['city'], 'email' => (string) $row['email']]
			: null;
	}

	/** @param array<string, mixed> $row */
	private static function entry_of(array $row): array
	{
		return [
			'id' => (int) $row['id'],
			'competition_id' => (int) $row['product_id'],
			'first_name' => (string) $row['first_name'],
			'last_name' => (string) $row['last_name'],
			'address_1' => (string) $row['address_1'],
			'address_2' => (string) $row['address_2'],
			'city' => (string) $row['city'],
			'postcode' => (string) $row['postcode'],
			'email' => (string) $row['email'],
			'answer' => $row['answer'] === null ? null : (int) $row['answer'],
			'received' => (string) $row['received'],
			'outcome' => (string) $row['outcome'],
			'reason_code' => $row['reason_code'] === null ? null : (string) $row['reason_code'],
			'reason' => (string) $row['reason'],
			'user_id' => $row['user_id'] === null ? null : (int) $row['user_id'],
			'order_id' => $row['order_id'] === null ? null : (int) $row['order_id'],
			'recorded_at' => Clock::from_mysql((string) $row['recorded_at']),
		];
	}
}
