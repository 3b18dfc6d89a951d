<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Data\HeldCredits;
use AnglingPrizes\Data\InstantWinTickets;
use AnglingPrizes\Data\PointsLedger;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Infrastructure\Settings;
use AnglingPrizes\Rules\InstantWinPayout;

/**
 * Once an order is paid (or given as a Ticket Win), each competition line gets its ticket numbers (unique per
 * competition, uniform among the unsold), instant wins among them are awarded (site-credit prizes credited, or
 * held for the card's email when a free postal entrant has no account: HeldCredit),
 * reward wins whose sold percentage was reached are drawn, and the customer earns points. Done once per order.
 */
final class TicketAllocation
{
	public const META_ALLOCATED = '_angling_tickets_allocated';
	/** The order's instant wins: a list of {competition_id, ticket_number, prize}. */
	public const META_INSTANT_WINS = '_angling_instant_wins';

	public static function register(): void
	{
		foreach (['woocommerce_payment_complete', 'woocommerce_order_status_processing', 'woocommerce_order_status_completed', 'woocommerce_order_status_admin-comp-win'] as $hook) {
			add_action($hook, [self::class, 'allocate'], 20, 1);
		}
	}

	public static function allocate(mixed $order_id): void
	{
		$order = wc_get_order((int) $order_id);
		// Never while the order waits for its payment, nor for one refunded because it was paid too late (LatePayments).
		if (!$order instanceof \WC_Order || !$order->is_paid() || $order->get_meta(self::META_ALLOCATED, true) === 'yes') {
			return;
		}
		// Claimed first, so a second hook of the same request (payment complete, then the status) does nothing.
		$order->update_meta_data(self::META_ALLOCATED, 'yes');
		$order->save_meta_data();
		$user_id = $order->get_customer_id();
		$now = Clock::now();
		$instant_wins = [];
		$notes = [];
		foreach ($order->get_items() as $item) {
			if (!$item instanceof \WC_Order_Item_Product) {
				continue;
			}
			$product = wc_get_product($item->get_product_id());
			if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
				continue;
			}
			$competition = ProductReader::read($product);
			$numbers = Tickets::allocate($competition->id, $competition->total_tickets, (int) $item->get_quantity(), $order->get_id(), $user_id);
			if (count($numbers) < (int) $item->get_quantity()) {
				$notes[] = sprintf('%s: only %d of %d tickets could be allocated (sold out).', $competition->title, count($numbers), (int) $item->get_quantity());
			}
			$item->update_meta_data('_angling_ticket_numbers', $numbers);
			$item->save_meta_data();
			$notes[] = sprintf('%s: tickets %s.', $competition->title, implode(', ', $numbers));
			foreach (self::award_instant_wins($competition, $numbers, $user_id, $order->get_id(), $now) as $win) {
				$instant_wins[] = $win;
				$notes[] = sprintf('Instant win: ticket %d of %s wins %s.', $win['ticket_number'], $competition->title, $win['prize']);
			}
			self::draw_reward_wins($competition, $now);
		}
		$order->update_meta_data(self::META_INSTANT_WINS, $instant_wins);
		$order->save_meta_data();
		if ($notes !== []) {
			$order->add_order_note(implode("\n", $notes));
		}
		self::award_points($order, $user_id, $now);
		Catalogue::forget();
	}

	/**
	 * The instant wins among the order's tickets as they stand, read from the winning numbers' table (none until
	 * it is paid; a released ticket's win is not the order's any more). Read from the database, not the order's
	 * meta, so an email written from an order object loaded before the allocation lists them too.
	 *
	 * @param array<int, int[]> $tickets the order's ticket numbers by competition (Tickets::numbers_of_order)
	 * @return list<array{competition_id: int, ticket_number: int, prize: string}>
	 */
	public static function instant_wins_of(\WC_Order $order, array $tickets): array
	{
		$wins = [];
		$seen = [];
		foreach ($order->get_items() as $item) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if (!$product instanceof \WC_Product || isset($seen[$product->get_id()]) || ($tickets[$product->get_id()] ?? []) === [] || !ProductReader::is_competition($product)) {
				continue;
			}
			$seen[$product->get_id()] = true;
			$titles = array_column(ProductReader::read($product)->instant_wins, 'title', 'id');
			foreach (InstantWinTickets::won_by_order($product->get_id(), $order->get_id()) as $won) {
				if (in_array($won['ticket_number'], $tickets[$product->get_id()], true)) {
					$wins[] = ['competition_id' => $product->get_id(), 'ticket_number' => $won['ticket_number'], 'prize' => (string) ($titles[$won['prize_id']] ?? '')];
				}
			}
		}
		return $wins;
	}

	/** @return list<array{competition_id: int, ticket_number: int, prize: string}> */
	private static function award_instant_wins(Competition $competition, array $numbers, int $user_id, int $order_id, int $now): array
	{
		$prizes = [];
		foreach ($competition->instant_wins as $prize) {
			$prizes[$prize['id']] = $prize;
		}
		// A free postal entry's entrant is named by their card (TicketHolders), a customer by their account.
		$holder = TicketHolders::of_order($order_id, $user_id);
		$wins = [];
		foreach (InstantWinTickets::claim_among($competition->id, $numbers, $user_id, $order_id) as $won) {
			$prize = $prizes[$won['prize_id']] ?? null;
			if ($prize === null) {
				continue;
			}
			Winners::record([
				'product_id' => $competition->id,
				'ticket_number' => $won['ticket_number'],
				'user_id' => $user_id,
				'name' => $holder['name'],
				'location' => $holder['location'],
				'prize' => $prize['title'],
				'prize_id' => $prize['id'],
				'prize_value_minor' => Money::to_minor($prize['prize_value']),
				'prize_type' => Winners::INSTANT,
				'won_at' => $now,
			]);
			if ($prize['paid_as'] === InstantWinPayout::SITE_CREDIT) {
				$description = self::instant_win_credit_description($prize['title']);
				$amount = Money::to_minor($prize['prize_value']);
				$card = $user_id > 0 ? null : PostalEntries::card_of_order($order_id);
				if ($user_id > 0) {
					CreditLedger::add($user_id, $description, $amount, $order_id, $now);
				} elseif ($card !== null) {
					// A postal entrant without an account: held for their card's email until they open one.
					HeldCredits::hold($card['email'], $description, $amount, $competition->id, $order_id, $now);
				}
			}
			$wins[] = ['competition_id' => $competition->id, 'ticket_number' => $won['ticket_number'], 'prize' => $prize['title']];
			/** An instant win, as the realtime feed's notice {main_id, title, image, prize, user}. */
			do_action('angling_prizes_instant_win', [
				'main_id' => $competition->id,
				'title' => $competition->title,
				'image' => $prize['image'] !== '' ? $prize['image'] : $competition->showing->image,
				'prize' => $prize['title'],
				'user' => $holder['first_name'],
			], $user_id);
		}
		return $wins;
	}

	/** How a site-credit instant win is named in the credit ledger (and while it is held for a postal entrant). */
	public static function instant_win_credit_description(string $title): string
	{
		return 'Instant win: ' . $title;
	}

	/** Reward wins unlock at a sold percentage: the first sale past it draws a winner among the sold tickets. */
	private static function draw_reward_wins(Competition $competition, int $now): void
	{
		if ($competition->reward_wins === [] || $competition->total_tickets <= 0) {
			return;
		}
		$sold = Tickets::entries($competition->id);
		$percent = (int) floor(count($sold) / $competition->total_tickets * 100);
		$drawn = Winners::reward_winners([$competition->id])[$competition->id] ?? [];
		foreach ($competition->reward_wins as $reward) {
			if (isset($drawn[$reward['id']]) || $percent < $reward['percent'] || $sold === []) {
				continue;
			}
			$pick = $sold[random_int(0, count($sold) - 1)];
			$holder = TicketHolders::of_order($pick['order_id'], $pick['user_id']);
			Winners::record([
				'product_id' => $competition->id,
				'ticket_number' => $pick['ticket_number'],
				'user_id' => $pick['user_id'],
				'name' => $holder['name'],
				'location' => $holder['location'],
				'prize' => $reward['title'],
				'prize_id' => $reward['id'],
				'prize_value_minor' => Money::to_minor($reward['prize_value']),
				'prize_type' => Winners::REWARD,
				'won_at' => $now,
			]);
		}
	}

	/** Points for every whole pound of the order's total (the settings' rate), once per order, named by the order as store-api names them. */
	private static function award_points(\WC_Order $order, int $user_id, int $now): void
	{
		$points = (int) floor((float) $order->get_total('edit')) * Settings::points_per_pound();
		if ($user_id <= 0 || $points <= 0 || PointsLedger::has_entry_for_order($user_id, $order->get_id(), 'order-earn')) {
			return;
		}
		PointsLedger::add($user_id, sprintf('Points earned for order #%s', $order->get_order_number()), 'order-earn', $points, $order->get_id(), $now);
	}
}
