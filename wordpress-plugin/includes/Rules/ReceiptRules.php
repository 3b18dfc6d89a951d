<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * What a paid order's receipt says about its competitions (pure; ReceiptEmails puts it in WooCommerce's
 * emails): each competition with its ticket numbers, its draw and any instant win, as store-api's receipt
 * (store-api/src/domain/receipts.ts) says it.
 */
final class ReceiptRules
{
	/**
	 * One line a competition, in the order's order; a competition without ticket numbers (none allocated) has none.
	 *
	 * @param list<array{title: string, tickets: int[], draw_date: string, draw_time: string, wins: list<array{ticket_number: int, prize: string}>}> $competitions
	 * @return list<array{title: string, tickets: string, numbers: string, draw: string, wins: string}>
	 */
	public static function lines(array $competitions): array
	{
		$lines = [];
		foreach ($competitions as $competition) {
			$numbers = array_values(array_map('intval', $competition['tickets']));
			if ($numbers === []) {
				continue;
			}
			sort($numbers);
			$wins = array_map(static fn (array $win): string => sprintf('ticket %d won %s', $win['ticket_number'], $win['prize']), $competition['wins']);
			$lines[] = [
				'title' => $competition['title'],
				'tickets' => sprintf('%d %s', count($numbers), count($numbers) === 1 ? 'ticket' : 'tickets'),
				'numbers' => implode(', ', $numbers),
				'draw' => PostalEntryRules::draw_moment_text($competition['draw_date'], $competition['draw_time']),
				'wins' => $wins === [] ? '' : 'Instant win: ' . implode(', ', $wins) . '.',
			];
		}
		return $lines;
	}

	/**
	 * A line as plain text: "Big Carp: 2 tickets, numbers 14, 57. Draw 27 November 2026 at 20:00. Instant win: ticket 57 won £5 Site Credit."
	 *
	 * @param array{title: string, tickets: string, numbers: string, draw: string, wins: string} $line
	 */
	public static function plain(array $line): string
	{
		return trim(sprintf('%s: %s, numbers %s. Draw %s. %s', $line['title'], $line['tickets'], $line['numbers'], $line['draw'], $line['wins']));
	}
}
