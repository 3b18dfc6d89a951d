<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/** The winners table: every main draw, instant win and reward win. */
final class Winners
{
	public const MAIN = 'main';
	public const INSTANT = 'instant';
	public const REWARD = 'reward';

	private static function table(): string
	{
		return Schema::table(Schema::WINNERS);
	}

	/**
	 * @param array{product_id: int, ticket_number: int, user_id: int, name: string, location: string, prize: string, prize_id?: int, prize_value_minor: int, prize_type: string, won_at?: int} $winner
	 */
	public static function record(array $winner): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (product_id, ticket_number, user_id, name, location, prize, prize_id, prize_value_minor, prize_type, won_at) VALUES (%d, %d, %d, %s, %s, %s, %d, %d, %s, %s)',
				self::table(),
				$winner['product_id'],
				$winner['ticket_number'],
				$winner['user_id'],
				mb_substr($winner['name'], 0, 100),
				mb_substr($winner['location'], 0, 100),
				mb_substr($winner['prize'], 0, 255),
				$winner['prize_id'] ?? 0,
				$winner['prize_value_minor'],
				$winner['prize_type'],
				Clock::mysql($winner['won_at'] ?? null)
			)
		);
	}

	public static function count(): int
	{
		global $wpdb;
		return (int) $wpdb->get_var($wpdb->prepare('SELECT COUNT(*) FROM %i', self::table()));
	}

	/** @return array{winners: int, value_minor: int} */
	public static function totals(): array
	{
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare('SELECT COUNT(*) AS winners, COALESCE(SUM(prize_value_minor), 0) AS value_minor FROM %i', self::table()),
			ARRAY_A
		);
		return ['winners' => (int) ($row['winners'] ?? 0), 'value_minor' => (int) ($row['value_minor'] ?? 0)];
	}

	/**
	 * One page of winners, newest first, each with its draw's commitment and (once revealed) seed when it is
	 * a verifiable main draw.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function page(int $limit, int $offset): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT w.id, w.product_id, w.ticket_number, w.user_id, w.name, w.location, w.prize, w.prize_type, w.won_at,
					d.commitment, d.rule, CASE WHEN d.revealed = 1 THEN d.seed END AS seed
				FROM %i w LEFT JOIN %i d ON d.product_id = w.product_id AND w.prize_type = 'main'
				ORDER BY w.won_at DESC, w.id DESC LIMIT %d OFFSET %d",
				self::table(),
				Schema::table(Schema::DRAW_COMMITMENTS),
				$limit,
				$offset
			),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => [
				'id' => (int) $row['id'],
				'product_id' => (int) $row['product_id'],
				'ticket_number' => (int) $row['ticket_number'],
				'user_id' => (int) ($row['user_id'] ?? 0),
				'name' => (string) $row['name'],
				'location' => (string) $row['location'],
				'prize' => (string) $row['prize'],
				'prize_type' => (string) $row['prize_type'],
				'won_at' => Clock::from_mysql($row['won_at']),
				'commitment' => $row['commitment'] === null ? null : (string) $row['commitment'],
				'seed' => $row['seed'] === null ? null : (string) $row['seed'],
				'rule' => $row['rule'] === null ? null : (string) $row['rule'],
			],
			(array) $rows
		);
	}

	/**
	 * Which of a set of competitions have their main winner (one query).
	 *
	 * @param int[] $product_ids
	 * @return array<int, bool>
	 */
	public static function main_drawn(array $product_ids): array
	{
		global $wpdb;
		if ($product_ids === []) {
			return [];
		}
		$placeholders = SqlIn::integers($product_ids);
		$ids = $wpdb->get_col(
			$wpdb->prepare("SELECT DISTINCT product_id FROM %i WHERE prize_type = 'main' AND product_id IN ($placeholders)", self::table(), ...$product_ids)
		);
		return array_fill_keys(array_map('intval', (array) $ids), true);
	}

	/** The main draw's winning ticket, or null before the draw. */
	public static function main_ticket(int $product_id): ?int
	{
		global $wpdb;
		$ticket = $wpdb->get_var(
			$wpdb->prepare("SELECT ticket_number FROM %i WHERE product_id = %d AND prize_type = 'main' LIMIT 1", self::table(), $product_id)
		);
		return $ticket === null ? null : (int) $ticket;
	}

	/** @return array<int, true> the competitions whose main draw has been made */
	public static function drawn_product_ids(): array
	{
		global $wpdb;
		$ids = $wpdb->get_col($wpdb->prepare("SELECT DISTINCT product_id FROM %i WHERE prize_type = 'main'", self::table()));
		return array_fill_keys(array_map('intval', (array) $ids), true);
	}

	/**
	 * Reward-win winners of several competitions.
	 *
	 * @param int[] $product_ids
	 * @return array<int, array<int, array{ticket_number: int, user: string}>> product id => prize id => winner
	 */
	public static function reward_winners(array $product_ids): array
	{
		$winners = [];
		foreach (self::rows_of_type('reward', $product_ids) as $row) {
			$winners[(int) $row['product_id']][(int) $row['prize_id']] = ['ticket_number' => (int) $row['ticket_number'], 'user' => (string) $row['name']];
		}
		return $winners;
	}

	/**
	 * Display names of instant-win winners, by competition and ticket.
	 *
	 * @param int[] $product_ids
	 * @return array<int, array<int, string>> product id => ticket number => name
	 */
	public static function instant_winner_names(array $product_ids): array
	{
		$names = [];
		foreach (self::rows_of_type('instant', $product_ids) as $row) {
			$names[(int) $row['product_id']][(int) $row['ticket_number']] = (string) $row['name'];
		}
		return $names;
	}

	/**
	 * The winner rows of one prize type for several competitions.
	 *
	 * @param int[] $product_ids
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows_of_type(string $prize_type, array $product_ids): array
	{
		global $wpdb;
		$ids = array_values(array_unique(array_map('intval', $product_ids)));
		if ($ids === []) {
			return [];
		}
		$placeholders = SqlIn::integers($ids);
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT product_id, prize_id, ticket_number, name FROM %i WHERE prize_type = %s AND product_id IN ($placeholders)",
				self::table(),
				$prize_type,
				...$ids
			),
			ARRAY_A
		);
		return is_array($rows) ? $rows : [];
	}

	/** Whether this customer won something with this ticket of this competition. */
	public static function is_winning_ticket_of(int $user_id, int $product_id, int $ticket_number): bool
	{
		global $wpdb;
		return $wpdb->get_var(
			$wpdb->prepare(
				'SELECT 1 FROM %i WHERE product_id = %d AND ticket_number = %d AND user_id = %d LIMIT 1',
				self::table(),
				$product_id,
				$ticket_number,
				$user_id
			)
		) !== null;
	}

	/** Removes a competition's winners of one kind (the demo import redoing its draws). */
	public static function delete_for(int $product_id, string $prize_type): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('DELETE FROM %i WHERE product_id = %d AND prize_type = %s', self::table(), $product_id, $prize_type));
	}

	/**
	 * The reward wins one customer holds with some tickets of a competition.
	 *
	 * @param int[] $numbers
	 * @return list<array{id: int, prize_id: int, ticket_number: int, prize: string}>
	 */
	public static function reward_wins_of_tickets(int $product_id, int $user_id, array $numbers): array
	{
		global $wpdb;
		$numbers = array_values(array_map('intval', $numbers));
		if ($numbers === []) {
			return [];
		}
		$placeholders = SqlIn::integers($numbers);
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT id, prize_id, ticket_number, prize FROM %i WHERE product_id = %d AND user_id = %d AND prize_type = %s AND ticket_number IN ($placeholders) ORDER BY ticket_number FOR UPDATE",
				self::table(),
				$product_id,
				$user_id,
				self::REWARD,
				...$numbers
			),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => ['id' => (int) $row['id'], 'prize_id' => (int) $row['prize_id'], 'ticket_number' => (int) $row['ticket_number'], 'prize' => (string) $row['prize']],
			(array) $rows
		);
	}

	/**
	 * Removes one customer's win of one kind with one ticket (a voided win).
	 *
	 * @throws \RuntimeException when the database refused
	 */
	public static function delete_win(int $product_id, int $ticket_number, int $user_id, string $prize_type): void
	{
		global $wpdb;
		$deleted = $wpdb->query(
			$wpdb->prepare(
				'DELETE FROM %i WHERE product_id = %d AND ticket_number = %d AND user_id = %d AND prize_type = %s',
				self::table(),
				$product_id,
				$ticket_number,
				$user_id,
				$prize_type
			)
		);
		if ($deleted === false) {
			throw new \RuntimeException('A win could not be voided: ' . $wpdb->last_error);
		}
	}
}
