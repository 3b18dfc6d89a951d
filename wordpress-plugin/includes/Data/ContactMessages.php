<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/** What visitors sent through the contact form (listed in the admin under WooCommerce → Contact messages). */
final class ContactMessages
{
	private static function table(): string
	{
		return Schema::table(Schema::CONTACT_MESSAGES);
	}

	/** @param array{name: string, email: string, subject: string, message: string, order_number?: string} $message */
	public static function save(array $message): int
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (name, email, subject, message, order_number, created_at) VALUES (%s, %s, %s, %s, %s, %s)',
				self::table(),
				$message['name'],
				$message['email'],
				$message['subject'],
				$message['message'],
				$message['order_number'] ?? '',
				Clock::mysql()
			)
		);
		return (int) $wpdb->insert_id;
	}

	/** @return list<array<string, string>> newest first */
	public static function latest(int $limit, int $offset = 0): array
	{
		global $wpdb;
		return (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT id, name, email, subject, message, order_number, created_at FROM %i ORDER BY id DESC LIMIT %d OFFSET %d',
				self::table(),
				$limit,
				$offset
			),
			ARRAY_A
		);
	}

	public static function count(): int
	{
		global $wpdb;
		return (int) $wpdb->get_var($wpdb->prepare('SELECT COUNT(*) FROM %i', self::table()));
	}
}
