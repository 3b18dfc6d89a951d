<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Data\ChatMessages;
use AnglingPrizes\Data\ContactMessages;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Infrastructure\Settings;

/** Site content and statistics: settings, SEO, how it works, FAQs, legal texts, winner stats, contact, chat. */
final class SiteRoutes
{
	/** A customer may post at most this many chat messages a minute. */
	public const CHAT_RATE_LIMIT = 5;
	public const CHAT_RATE_WINDOW_MS = 60_000;

	public static function register(): void
	{
		Route::add('GET', '/getsettings', [], static fn (): array => ['success' => true, 'data' => Settings::site_settings()]);
		Route::add('POST', '/getSEOSettings', ['page' => Args::required_text('Page', 50)], [self::class, 'seo']);
		Route::add('GET', '/get_realtime_winners_prize_value', [], [self::class, 'winner_stats']);
		Route::add('GET', '/gethowitworkssettings', [], static fn (): array => ['success' => true, 'data' => Settings::how_it_works()]);
		Route::add('GET', '/get_faqs', [], static fn (): array => ['success' => true, 'data' => Settings::faqs()]);
		Route::add('GET', '/get_legal_terms', [], static fn (): array => ['success' => true, 'data' => Settings::legal_terms()]);
		Route::add('GET', '/get_community_chat', [], static fn (): array => ['success' => true, 'data' => ChatMessages::history()]);
		Route::add('POST', '/contact', [
			'name' => Args::required_text('Name', 100),
			'email' => Args::email(),
			'subject' => Args::required_text('Subject', 200),
			'message' => Args::message('Message', 5000),
			'order_number' => Args::text('Order number', 40),
		], [self::class, 'contact']);
		// The contract's own sentences (shared-contracts/src/api/contract/messages.ts).
		Route::add('POST', '/community_chat', [
			'token' => Args::token(),
			'message' => Args::message('Message', 500, true, ['required' => 'Please write a message.', 'too_long' => 'Messages can be up to 500 characters.']),
		], Route::signed_in([self::class, 'community_chat']));
	}

	public static function seo(\WP_REST_Request $request): array
	{
		$seo = Settings::seo((string) $request->get_param('page'));
		return ['success' => true, 'data' => $seo === null ? [] : [$seo]];
	}

	public static function winner_stats(): array
	{
		$totals = Winners::totals();
		return ['success' => true, 'totalPrizeValue' => $totals['value_minor'] / 100, 'totalWinner' => $totals['winners']];
	}

	public static function contact(\WP_REST_Request $request): array
	{
		$message = [
			'name' => sanitize_text_field((string) $request->get_param('name')),
			'email' => sanitize_email((string) $request->get_param('email')),
			'subject' => sanitize_text_field((string) $request->get_param('subject')),
			'message' => (string) $request->get_param('message'),
			'order_number' => sanitize_text_field((string) $request->get_param('order_number')),
		];
		ContactMessages::save($message);
		$settings = Settings::site_settings();
		$operator = is_array($settings['operator'] ?? null) ? $settings['operator'] : [];
		$to = is_string($operator['contact_email'] ?? null) && is_email($operator['contact_email']) ? $operator['contact_email'] : get_option('admin_email');
		wp_mail(
			(string) $to,
			sprintf('Contact form: %s', $message['subject']),
			sprintf("From: %s <%s>\nOrder: %s\n\n%s", $message['name'], $message['email'], $message['order_number'] !== '' ? $message['order_number'] : '-', $message['message']),
			['Reply-To: ' . $message['email']]
		);
		$reply_within = is_string($operator['reply_within'] ?? null) ? trim($operator['reply_within']) : '';
		return [
			'success' => true,
			'message' => $reply_within !== '' ? sprintf('Thanks, we will reply within %s.', $reply_within) : 'Thanks, your message has been sent.',
		];
	}

	public static function community_chat(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$now_ms = (int) floor(microtime(true) * 1000);
		$recent = ChatMessages::recent_of($user_id, $now_ms - self::CHAT_RATE_WINDOW_MS, self::CHAT_RATE_LIMIT);
		if (count($recent) >= self::CHAT_RATE_LIMIT) {
			$wait = (int) ceil(($recent[self::CHAT_RATE_LIMIT - 1] + self::CHAT_RATE_WINDOW_MS - $now_ms) / 1000);
			return Errors::rate_limited(
				'rest_chat_rate_limited',
				$wait,
				sprintf('You are sending messages too quickly. Please wait %s and try again.', Errors::wait_text($wait))
			);
		}
		// Plain text: control characters out, everything else as typed; clients show it as text, never HTML.
		$text = trim((string) preg_replace('/[\x00-\x08\x0B-\x1F\x7F]/u', '', (string) $request->get_param('message')));
		if ($text === '') {
			return Errors::invalid_param('message', 'Please write a message.');
		}
		$user = get_userdata($user_id);
		$first = $user instanceof \WP_User ? (string) preg_split('/\s+/', trim((string) $user->first_name))[0] : '';
		$name = $first !== '' ? $first : 'Angler';
		$id = ChatMessages::add($user_id, $name, $text, $now_ms);
		/** The message as the realtime feed publishes it; a realtime writer hooks in here. */
		do_action('angling_prizes_chat_message', ['id' => $id, 'name' => $name, 'message' => $text, 'created_at' => $now_ms]);
		return ['success' => true, 'message' => 'Message posted.'];
	}
}
