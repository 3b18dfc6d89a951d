<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Schema;

/** The community chat's messages: plain text, only the author's first name published. */
final class ChatMessages
{
	/** How many of the latest messages the room's history holds. */
	public const HISTORY_SIZE = 200;

	private static function table(): string
	{
		return Schema::table(Schema::CHAT_MESSAGES);
	}

	/** @return list<array{id: int, name: string, message: string, created_at: int}> the latest messages, oldest first */
	public static function history(): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT id, name, message, created_ms FROM %i ORDER BY id DESC LIMIT %d', self::table(), self::HISTORY_SIZE),
			ARRAY_A
		);
		$messages = array_map(
			static fn (array $row): array => [
				'id' => (int) $row['id'],
				'name' => (string) $row['name'],
				'message' => (string) $row['message'],
				'created_at' => (int) $row['created_ms'],
			],
			(array) $rows
		);
		return array_reverse($messages);
	}

	/** @return int[] when this customer's latest messages after `since_ms` were written, newest first */
	public static function recent_of(int $user_id, int $since_ms, int $limit): array
	{
		global $wpdb;
		return array_map(
			'intval',
			(array) $wpdb->get_col(
				$wpdb->prepare(
					'SELECT created_ms FROM %i WHERE user_id = %d AND created_ms > %d ORDER BY created_ms DESC LIMIT %d',
					self::table(),
					$user_id,
					$since_ms,
					$limit
				)
			)
		);
	}

	public static function add(int $user_id, string $name, string $message, int $created_ms): int
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (user_id, name, message, created_ms) VALUES (%d, %s, %s, %d)',
				self::table(),
				$user_id,
				$name,
				$message,
				$created_ms
			)
		);
		return (int) $wpdb->insert_id;
	}
}
