<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\GamingLimits;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\NamedLock;
use AnglingPrizes\Infrastructure\Settings;
use AnglingPrizes\Infrastructure\Transaction;
use AnglingPrizes\Rest\Args;
use AnglingPrizes\Rules\CompetitionRules;
use AnglingPrizes\Rules\InstantWinPayout;
use AnglingPrizes\Rules\PostalEntryRules;

/**
 * A free postal entry, recorded by the operator from the card (the operator route `postal_entry` and the
 * wp-admin page WooCommerce → Postal entries both call `record`), as store-api's domain/postalEntry.ts. UK
 * prize competitions must offer a free route with the same chance as paying, so an accepted card is an entry
 * exactly like a paid one: a £0 WooCommerce order paid by "Free postal entry" whose one ticket is allocated by
 * the plugin's own allocation (TicketAllocation, when the order is processing, as a paid order's), with the
 * same instant and reward wins, in the main draw's entry list (labelled `postal-<order>`), counting towards
 * the per-customer maximum with paid tickets. Every card, accepted or refused, is kept in the postal entries
 * table with its outcome (PostalEntryRules has the rules and the sentences).
 */
final class PostalEntryRecorder
{
	/** The £0 order's payment method: no gateway (nothing is paid), so no checkout can name it. */
	public const METHOD = 'angling_free_postal_entry';
	public const TITLE = 'Free postal entry';
	public const CREATED_VIA = 'angling-postal-entry';

	public static function register(): void
	{
		// The entrant gets the receipt (no account) or sees the entry in their account: no "order received" mails.
		foreach (['woocommerce_email_enabled_customer_processing_order', 'woocommerce_email_enabled_new_order'] as $filter) {
			add_filter($filter, [self::class, 'no_order_mail'], 10, 2);
		}
	}

	public static function no_order_mail(mixed $enabled, mixed $order = null): mixed
	{
		return $order instanceof \WC_Order && $order->get_payment_method() === self::METHOD ? false : $enabled;
	}

	/**
	 * The card from a request's fields (what is missing is '' or null).
	 *
	 * @param array<string, mixed> $fields
	 * @return array{competition_id: int, first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string, answer: ?int, received: string}
	 */
	public static function card_of(array $fields): array
	{
		$text = static fn (string $key): string => is_scalar($fields[$key] ?? null) ? (string) $fields[$key] : '';
		$answer = $fields['answer'] ?? null;
		return [
			'competition_id' => (int) ($fields['competition_id'] ?? 0),
			'first_name' => $text('first_name'),
			'last_name' => $text('last_name'),
			'address_1' => $text('address_1'),
			'address_2' => $text('address_2'),
			'city' => $text('city'),
			'postcode' => $text('postcode'),
			'email' => $text('email'),
			'answer' => is_int($answer) || (is_string($answer) && preg_match('/^\d{1,10}$/', $answer) === 1) ? (int) $answer : null,
			'received' => $text('received'),
		];
	}

	/**
	 * Records one postal entry from its card. A card missing what an entry needs, or naming no competition, is
	 * refused as `malformed`; then, as a paid entry is refused, a competition that takes no entries (closed,
	 * its entries closed for the draw, drawn, paused or unpublished), one sold out, a locked account, a wrong
	 * or missing answer to the qualifying question (when the site asks it), and an entrant at the per-customer
	 * maximum. The entrant is the customer whose account has the card's email (their paid and postal tickets
	 * count together), or, without an account, everyone who entered by post with that email. Accepted: a £0
	 * order "Free postal entry" with one ticket, made in one database transaction with the kept entry.
	 * Entries to one competition are recorded one at a time, paid and postal alike (CompetitionLock), so two
	 * cards of one entrant cannot both pass the maximum, nor a card take a ticket a checkout is paying for. An accepted entrant without an account is mailed a receipt.
	 *
	 * @param array{competition_id: int, first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string, answer: ?int, received: string} $card
	 * @return array{entry: array<string, mixed>, competition: ?Competition, field: ?string, tickets: int[], instant_wins: list<array{competition_id: int, ticket_number: int, prize: string}>, receipt: ?string}
	 */
	public static function record(array $card, ?int $now = null): array
	{
		$now ??= Clock::now();
		$tidy = PostalEntryRules::tidied($card);
		$outcome = NamedLock::while_held(
			CompetitionLock::lock_name($tidy['competition_id']),
			CompetitionLock::WAIT_SECONDS,
			static fn (): array => self::record_locked($tidy, $now),
			static function (): never {
				throw new \RuntimeException('Another entry to this competition is still being recorded: please try again in a moment.');
			}
		);
		Catalogue::forget();
		$entry = $outcome['entry'];
		if ($entry['outcome'] === 'accepted' && $entry['user_id'] === null && $outcome['competition'] !== null) {
			$competition = $outcome['competition'];
			$receipt = PostalEntryRules::receipt(
				$competition->title,
				$competition->schedule->draw_date,
				$competition->schedule->draw_time,
				$entry['first_name'],
				$outcome['tickets'],
				self::won_prizes($competition, $outcome['instant_wins'])
			);
			wp_mail($entry['email'], sprintf('Your free postal entry to "%s"', $competition->title), $receipt);
			$outcome['receipt'] = $receipt;
		}
		return $outcome;
	}

	/**
	 * The receipt's prizes: each win's title, and whether its prize is paid as site credit (held for the card's email).
	 *
	 * @param list<array{competition_id: int, ticket_number: int, prize: string}> $wins
	 * @return list<array{title: string, site_credit: bool}>
	 */
	private static function won_prizes(Competition $competition, array $wins): array
	{
		$paid_as = array_column($competition->instant_wins, 'paid_as', 'title');
		return array_map(
			static fn (array $win): array => ['title' => $win['prize'], 'site_credit' => ($paid_as[$win['prize']] ?? '') === InstantWinPayout::SITE_CREDIT],
			$wins
		);
	}

	/**
	 * @param array{competition_id: int, first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string, answer: ?int, received: string} $tidy
	 */
	private static function record_locked(array $tidy, int $now): array
	{
		$product = wc_get_product($tidy['competition_id']);
		$competition = $product instanceof \WC_Product && ProductReader::is_competition($product) && $product->get_status('edit') !== 'trash'
			? ProductReader::read($product)
			: null;
		$email_valid = Args::is_valid_email($tidy['email']);
		$user = $email_valid ? get_user_by('email', $tidy['email']) : false;
		$user_id = $user instanceof \WP_User ? (int) $user->ID : null;
		$refuse = static fn (string $code, string $reason, ?string $field = null): array => [
			'entry' => PostalEntries::insert($tidy + ['outcome' => 'refused', 'reason_code' => $code, 'reason' => $reason, 'user_id' => $user_id, 'order_id' => null, 'recorded_at' => $now]),
			'competition' => $competition,
			'field' => $field,
			'tickets' => [],
			'instant_wins' => [],
			'receipt' => null,
		];

		$malformed = PostalEntryRules::malformation($tidy, $email_valid, $now);
		if ($malformed !== null) {
			return $refuse('malformed', $malformed['reason'], $malformed['field']);
		}
		if ($competition === null || !$product instanceof \WC_Product) {
			return $refuse('malformed', PostalEntryRules::unknown_competition($tidy['competition_id']), 'competition_id');
		}
		$sold = Tickets::sold_count($competition->id);
		$status = CompetitionRules::live_status($competition, $sold, $now);
		if (!in_array($status, ['open', 'sold_out'], true) || $competition->disable_tickets || !$competition->purchasable) {
			return $refuse('closed', PostalEntryRules::CLOSED);
		}
		if ($competition->total_tickets - $sold < PostalEntryRules::TICKETS_PER_ENTRY) {
			return $refuse('sold_out', PostalEntryRules::SOLD_OUT);
		}
		if ($user_id !== null && GamingLimits::is_locked($user_id)) {
			return $refuse('account_locked', PostalEntryRules::ACCOUNT_LOCKED);
		}
		if (self::answer_refused($competition, $tidy['answer'])) {
			return $refuse('wrong_answer', PostalEntryRules::WRONG_ANSWER);
		}
		$held = $user_id !== null
			? PostalEntries::tickets_held_by($competition->id, $user_id)
			: PostalEntries::accepted_without_account($competition->id, PostalEntryRules::email_key($tidy['email']));
		if ($held + PostalEntryRules::TICKETS_PER_ENTRY > $competition->max_per_user) {
			return $refuse('over_maximum', PostalEntryRules::over_maximum($competition->max_per_user));
		}

		// The order, the kept entry and the ticket (allocated by TicketAllocation when the order is processing,
		// with its instant and reward wins) stand or fall together; null when another entry took the last
		// ticket meanwhile: nothing of this one stays but its refusal.
		$accepted = Transaction::run(static function () use ($product, $tidy, $user_id, $now, $competition): ?array {
			$order = self::create_order($product, $tidy, $user_id ?? 0);
			$entry = PostalEntries::insert($tidy + ['outcome' => 'accepted', 'reason_code' => null, 'reason' => '', 'user_id' => $user_id, 'order_id' => $order->get_id(), 'recorded_at' => $now]);
			$order->set_date_paid($now);
			$order->update_status('processing', 'Free postal entry recorded by the operator (received ' . $tidy['received'] . ').');
			$tickets = Tickets::numbers_of_order($order->get_id())[$competition->id] ?? [];
			if (count($tickets) < PostalEntryRules::TICKETS_PER_ENTRY) {
				return null;
			}
			$fresh = wc_get_order($order->get_id());
			$wins = $fresh instanceof \WC_Order ? $fresh->get_meta(TicketAllocation::META_INSTANT_WINS, true) : [];
			return ['entry' => $entry, 'tickets' => $tickets, 'instant_wins' => is_array($wins) ? array_values($wins) : []];
		}, static fn (?array $accepted): bool => $accepted !== null);
		if ($accepted === null) {
			return $refuse('sold_out', PostalEntryRules::SOLD_OUT);
		}
		return [
			'entry' => $accepted['entry'],
			'competition' => $competition,
			'field' => null,
			'tickets' => $accepted['tickets'],
			'instant_wins' => $accepted['instant_wins'],
			'receipt' => null,
		];
	}

	/** The qualifying question, when the site asks it (settings `show_question`), as a paid entry's (CartRules). */
	private static function answer_refused(Competition $competition, ?int $answer): bool
	{
		$settings = Settings::site_settings();
		return $competition->question->is_asked() && !empty($settings['show_question']) && $answer !== $competition->question->correct_answer;
	}

	/**
	 * The £0 order of an accepted card: one ticket of the competition at £0, the card's name and address as the
	 * billing address, paid by "Free postal entry", under the entrant's account when they have one.
	 *
	 * @param array{first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string} $card
	 */
	private static function create_order(\WC_Product $product, array $card, int $user_id): \WC_Order
	{
		$order = wc_create_order(['customer_id' => $user_id, 'created_via' => self::CREATED_VIA]);
		if (!$order instanceof \WC_Order) {
			throw new \RuntimeException('The postal entry\'s order could not be made: ' . ($order instanceof \WP_Error ? $order->get_error_message() : 'unknown error'));
		}
		$order->add_product($product, PostalEntryRules::TICKETS_PER_ENTRY, ['subtotal' => 0, 'total' => 0]);
		$order->set_address([
			'first_name' => $card['first_name'],
			'last_name' => $card['last_name'],
			'address_1' => $card['address_1'],
			'address_2' => $card['address_2'],
			'city' => $card['city'],
			'state' => '',
			'postcode' => $card['postcode'],
			'country' => 'GB',
			'email' => $card['email'],
			'phone' => '',
		], 'billing');
		$order->set_payment_method(self::METHOD);
		$order->set_payment_method_title(self::TITLE);
		$order->calculate_totals(false);
		$order->save();
		return $order;
	}

	/**
	 * A recorded entry as the operator route answers it (shared-contracts responses/operator.ts), as store-api's.
	 *
	 * @param array{entry: array<string, mixed>, tickets: int[], instant_wins: list<array{competition_id: int, ticket_number: int, prize: string}>} $outcome
	 */
	public static function answer(array $outcome): array
	{
		$entry = $outcome['entry'];
		return [
			'id' => $entry['id'],
			'competition_id' => $entry['competition_id'],
			'status' => $entry['outcome'],
			'reason_code' => $entry['reason_code'],
			'reason' => $entry['reason'],
			'order_id' => $entry['order_id'],
			'order_number' => $entry['order_id'] === null ? null : (string) $entry['order_id'],
			'tickets' => array_values($outcome['tickets']),
			'instant_wins' => array_map(static fn (array $win): array => ['ticket_number' => (int) $win['ticket_number'], 'prize' => (string) $win['prize']], $outcome['instant_wins']),
			'has_account' => $entry['user_id'] !== null,
			'first_name' => $entry['first_name'],
			'last_name' => $entry['last_name'],
			'address_1' => $entry['address_1'],
			'address_2' => $entry['address_2'],
			'city' => $entry['city'],
			'postcode' => $entry['postcode'],
			'email' => $entry['email'],
			'answer' => $entry['answer'],
			'received' => $entry['received'],
			'recorded_at' => Clock::iso((int) $entry['recorded_at']),
		];
	}
}
