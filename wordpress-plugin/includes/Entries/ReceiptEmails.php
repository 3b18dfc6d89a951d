<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Rules\ReceiptRules;

/**
 * Ticket numbers in WooCommerce's own order emails, after the order table (woocommerce_email_after_order_table,
 * HTML and plain text), so the operator's email settings and templates still apply: the customer's
 * "processing" and "completed" emails and the admin's "new order" email list each competition with its ticket
 * numbers, its draw and any instant win. The tickets are read from the database when the email is written, so
 * it does not matter in which request (or queue) WooCommerce sends it. An order without ticket numbers (unpaid,
 * failed, cancelled, refunded before allocation) gets nothing added.
 */
final class ReceiptEmails
{
	/** The WooCommerce emails (WC_Email ids) that list the tickets. */
	public const EMAILS = ['customer_processing_order', 'customer_completed_order', 'new_order'];

	public static function register(): void
	{
		add_action('woocommerce_email_after_order_table', [self::class, 'tickets'], 10, 4);
	}

	public static function tickets(mixed $order, mixed $sent_to_admin = false, mixed $plain_text = false, mixed $email = null): void
	{
		if (!$order instanceof \WC_Order || !$email instanceof \WC_Email || !in_array($email->id, self::EMAILS, true)) {
			return;
		}
		$lines = ReceiptRules::lines(self::competitions($order));
		if ($lines === []) {
			return;
		}
		$heading = $sent_to_admin ? 'Tickets' : 'Your tickets';
		if ($plain_text) {
			echo "\n" . esc_html(strtoupper($heading)) . "\n\n";
			foreach ($lines as $line) {
				echo esc_html(ReceiptRules::plain($line)) . "\n";
			}
			echo "\n";
			return;
		}
		echo '<h2>' . esc_html($heading) . '</h2>';
		echo '<div style="margin-bottom: 40px;"><table class="td" cellspacing="0" cellpadding="6" border="1" style="width: 100%;" data-angling-receipt="tickets"><thead><tr>';
		foreach (['Competition', 'Ticket numbers', 'Draw'] as $column) {
			echo '<th class="td" scope="col" style="text-align: left;">' . esc_html($column) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ($lines as $line) {
			echo '<tr><td class="td" style="text-align: left;">' . esc_html($line['title']) . '<br><small>' . esc_html($line['tickets']) . '</small>';
			if ($line['wins'] !== '') {
				echo '<br><strong>' . esc_html($line['wins']) . '</strong>';
			}
			echo '</td><td class="td" style="text-align: left;">' . esc_html($line['numbers']) . '</td><td class="td" style="text-align: left;">' . esc_html($line['draw']) . '</td></tr>';
		}
		echo '</tbody></table></div>';
	}

	/**
	 * The order's competitions as the receipt lists them: their tickets as they stand now, and their instant wins.
	 *
	 * @return list<array{title: string, tickets: int[], draw_date: string, draw_time: string, wins: list<array{ticket_number: int, prize: string}>}>
	 */
	private static function competitions(\WC_Order $order): array
	{
		$tickets = Tickets::numbers_of_order($order->get_id());
		$wins = TicketAllocation::instant_wins_of($order, $tickets);
		$competitions = [];
		foreach ($order->get_items() as $item) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if (!$product instanceof \WC_Product || !ProductReader::is_competition($product) || isset($competitions[$product->get_id()])) {
				continue;
			}
			$competition = ProductReader::read($product);
			$competitions[$product->get_id()] = [
				'title' => ProductReader::plain_text($item->get_name()),
				'tickets' => $tickets[$product->get_id()] ?? [],
				'draw_date' => $competition->schedule->draw_date,
				'draw_time' => $competition->schedule->draw_time,
				'wins' => array_values(array_map(
					static fn (array $win): array => ['ticket_number' => $win['ticket_number'], 'prize' => $win['prize']],
					array_filter($wins, static fn (array $win): bool => $win['competition_id'] === $product->get_id())
				)),
			];
		}
		return array_values($competitions);
	}
}
