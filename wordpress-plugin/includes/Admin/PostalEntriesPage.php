<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Entries\PostalEntryRecorder;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Settings;
use AnglingPrizes\Rules\PostalEntryRules;

/**
 * WooCommerce → Postal entries: the operator records a free postal entry from its card (PostalEntryRecorder::record,
 * the same as the operator route `postal_entry`), sees the outcome (the ticket, or the refusal and its
 * reason), and the latest cards recorded with their outcomes. The operator token of the route is set here
 * (only its SHA-256 is kept; a new one is shown once). Needs `manage_woocommerce`; each form has its nonce, and
 * posts to admin-post.php: its handler acts once and redirects to the page (FlashNotice carries the outcome),
 * so a reload of the page records nothing and makes no token.
 */
final class PostalEntriesPage
{
	public const PAGE = 'angling-prizes-postal';
	private const RECORD_ACTION = 'angling_prizes_record_postal_entry';
	private const TOKEN_ACTION = 'angling_prizes_operator_token';
	private const NOTICE = 'postal_notice';
	private const FIELDS = ['first_name' => 'First name', 'last_name' => 'Last name', 'address_1' => 'Address', 'address_2' => 'Address line 2', 'city' => 'Town or city', 'postcode' => 'Postcode', 'email' => 'Email address'];

	public static function register(): void
	{
		add_action('admin_menu', [self::class, 'menu'], 62);
		// Post, redirect, get: each form posts to admin-post.php, whose handler acts once and redirects to the page.
		add_action('admin_post_' . self::RECORD_ACTION, [self::class, 'record']);
		add_action('admin_post_' . self::TOKEN_ACTION, [self::class, 'token']);
	}

	public static function menu(): void
	{
		add_submenu_page('woocommerce', __('Postal entries', 'angling-prizes'), __('Postal entries', 'angling-prizes'), 'manage_woocommerce', self::PAGE, [self::class, 'render']);
	}

	/** The page's address, where each handler sends the operator back. */
	public static function url(): string
	{
		return admin_url('admin.php?page=' . self::PAGE);
	}

	/** The record form's handler: records the card, keeps the outcome (and, when refused, what was typed) for the page. */
	public static function record(): void
	{
		self::check(self::RECORD_ACTION);
		$fields = ['competition_id' => absint(wp_unslash($_POST['competition_id'] ?? 0))];
		foreach ([...array_keys(self::FIELDS), 'received'] as $field) {
			$fields[$field] = sanitize_text_field(wp_unslash((string) ($_POST[$field] ?? '')));
		}
		$answer = sanitize_text_field(wp_unslash((string) ($_POST['answer'] ?? '')));
		$fields['answer'] = $answer === '' ? null : $answer;
		$outcome = PostalEntryRecorder::record(PostalEntryRecorder::card_of($fields));
		$entry = $outcome['entry'];
		if ($entry['outcome'] === 'accepted') {
			$text = sprintf(
				/* translators: 1: tickets, 2: order number */
				__('Accepted: ticket %1$s (order #%2$d, £0.00, Free postal entry).', 'angling-prizes'),
				implode(', ', $outcome['tickets']),
				(int) $entry['order_id']
			);
			if ($outcome['receipt'] !== null) {
				/* translators: %s: email address */
				$text .= ' ' . sprintf(__('No account has the email %s: the receipt was mailed to it.', 'angling-prizes'), $entry['email']);
			}
			foreach ($outcome['instant_wins'] as $win) {
				/* translators: 1: ticket number, 2: prize */
				$text .= ' ' . sprintf(__('Instant win: ticket %1$d wins %2$s.', 'angling-prizes'), (int) $win['ticket_number'], (string) $win['prize']);
			}
			self::done(['kind' => 'success', 'text' => $text]);
		}
		/* translators: 1: reason code, 2: reason */
		$text = sprintf(__('Refused (%1$s), and recorded as refused: %2$s', 'angling-prizes'), (string) $entry['reason_code'], (string) $entry['reason']);
		self::done(['kind' => 'error', 'text' => $text, 'typed' => $fields]);
	}

	/** The operator token form's handler: a new token (kept to be shown once), or none. */
	public static function token(): void
	{
		self::check(self::TOKEN_ACTION);
		if (isset($_POST['remove'])) {
			Settings::set_operator_token('');
			self::done(['kind' => 'success', 'text' => __('The operator token is removed: the route postal_entry accepts no call until a new one is made.', 'angling-prizes')]);
		}
		$token = wp_generate_password(48, false, false);
		Settings::set_operator_token($token);
		self::done(['kind' => 'success', 'text' => __('The new operator token (shown once; the old one no longer works):', 'angling-prizes'), 'code' => $token]);
	}

	private static function check(string $action): void
	{
		check_admin_referer($action);
		if (!current_user_can('manage_woocommerce')) {
			wp_die(esc_html__('Sorry, you are not allowed to record postal entries.', 'angling-prizes'), 403);
		}
	}

	/** @param array{kind: string, text: string, code?: string, typed?: array<string, mixed>} $notice */
	private static function done(array $notice): never
	{
		FlashNotice::keep(self::NOTICE, $notice);
		wp_safe_redirect(self::url());
		exit;
	}

	public static function render(): void
	{
		if (!current_user_can('manage_woocommerce')) {
			return;
		}
		$notice = FlashNotice::take(self::NOTICE);
		$typed = is_array($notice) && is_array($notice['typed'] ?? null) ? $notice['typed'] : [];
		echo '<div class="wrap"><h1>' . esc_html__('Postal entries', 'angling-prizes') . '</h1>';
		if (is_array($notice)) {
			echo '<div class="notice notice-' . ($notice['kind'] === 'error' ? 'error' : 'success') . '"><p>' . esc_html((string) $notice['text']);
			if (isset($notice['code'])) {
				echo ' <code>' . esc_html((string) $notice['code']) . '</code>';
			}
			echo '</p></div>';
		}
		echo '<p>' . esc_html__('Record each free postal entry card as received: an accepted card gets one ticket, as a £0 order paid by "Free postal entry"; a refused one is kept with its reason.', 'angling-prizes') . '</p>';
		echo '<form method="post" action="' . esc_url(admin_url('admin-post.php')) . '"><table class="form-table" role="presentation">';
		wp_nonce_field(self::RECORD_ACTION);
		echo '<input type="hidden" name="action" value="' . esc_attr(self::RECORD_ACTION) . '">';
		echo '<tr><th scope="row"><label for="competition_id">' . esc_html__('Competition', 'angling-prizes') . '</label></th><td><select id="competition_id" name="competition_id">';
		foreach (Catalogue::all() as $competition) {
			echo '<option value="' . esc_attr((string) $competition->id) . '"' . selected((int) ($typed['competition_id'] ?? 0), $competition->id, false) . '>' . esc_html(sprintf('#%d %s (%s)', $competition->id, $competition->title, $competition->schedule->draw_date)) . '</option>';
		}
		echo '</select></td></tr>';
		foreach (self::FIELDS as $field => $label) {
			echo '<tr><th scope="row"><label for="' . esc_attr($field) . '">' . esc_html($label) . '</label></th><td><input class="regular-text" type="' . ($field === 'email' ? 'email' : 'text') . '" id="' . esc_attr($field) . '" name="' . esc_attr($field) . '" value="' . esc_attr((string) ($typed[$field] ?? '')) . '"></td></tr>';
		}
		echo '<tr><th scope="row"><label for="answer">' . esc_html__('Answer to the question (option number, 1 = the first)', 'angling-prizes') . '</label></th><td><input type="number" min="1" id="answer" name="answer" value="' . esc_attr((string) ($typed['answer'] ?? '')) . '"></td></tr>';
		echo '<tr><th scope="row"><label for="received">' . esc_html__('Date received', 'angling-prizes') . '</label></th><td><input type="date" id="received" name="received" value="' . esc_attr((string) ($typed['received'] ?? PostalEntryRules::uk_today(Clock::now()))) . '"></td></tr>';
		echo '</table>';
		submit_button(__('Record the postal entry', 'angling-prizes'));
		echo '</form>';

		echo '<h2>' . esc_html__('Latest postal entries', 'angling-prizes') . '</h2><table class="widefat striped"><thead><tr>';
		foreach ([__('Recorded (UTC)', 'angling-prizes'), __('Competition', 'angling-prizes'), __('Entrant', 'angling-prizes'), __('Received', 'angling-prizes'), __('Outcome', 'angling-prizes'), __('Order', 'angling-prizes')] as $heading) {
			echo '<th scope="col">' . esc_html($heading) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$entries = PostalEntries::latest(50);
		if ($entries === []) {
			echo '<tr><td colspan="6">' . esc_html__('No postal entries yet.', 'angling-prizes') . '</td></tr>';
		}
		foreach ($entries as $entry) {
			$outcome = $entry['outcome'] === 'accepted' ? __('Accepted', 'angling-prizes') : sprintf('%s (%s): %s', __('Refused', 'angling-prizes'), (string) $entry['reason_code'], (string) $entry['reason']);
			echo '<tr><td>' . esc_html(Clock::mysql((int) $entry['recorded_at'])) . '</td>';
			echo '<td>' . esc_html((string) $entry['competition_id']) . '</td>';
			echo '<td>' . esc_html(trim($entry['first_name'] . ' ' . $entry['last_name'])) . '<br>' . esc_html($entry['email']) . '<br>' . esc_html(implode(', ', array_filter([$entry['address_1'], $entry['address_2'], $entry['city'], $entry['postcode']]))) . '</td>';
			echo '<td>' . esc_html((string) $entry['received']) . '</td>';
			echo '<td>' . esc_html($outcome) . '</td>';
			$order = $entry['order_id'] !== null ? wc_get_order((int) $entry['order_id']) : null;
			echo '<td>' . ($order instanceof \WC_Order ? '<a href="' . esc_url($order->get_edit_order_url()) . '">#' . esc_html($order->get_order_number()) . '</a>' : '') . '</td></tr>';
		}
		echo '</tbody></table>';

		echo '<h2>' . esc_html__('Operator token', 'angling-prizes') . '</h2><p>' . esc_html(
			Settings::has_operator_token()
				? __('Set. POST /api/v1/postal_entry accepts it as the bearer (Authorization: Bearer <token>); keep it out of every storefront.', 'angling-prizes')
				: __('Not set: POST /api/v1/postal_entry accepts no call until one is made.', 'angling-prizes')
		) . '</p><form method="post" action="' . esc_url(admin_url('admin-post.php')) . '">';
		wp_nonce_field(self::TOKEN_ACTION);
		echo '<input type="hidden" name="action" value="' . esc_attr(self::TOKEN_ACTION) . '">';
		submit_button(__('Make a new operator token', 'angling-prizes'), 'secondary', 'make', false);
		if (Settings::has_operator_token()) {
			echo ' ';
			submit_button(__('Remove the operator token', 'angling-prizes'), 'delete', 'remove', false);
		}
		echo '</form></div>';
	}
}
