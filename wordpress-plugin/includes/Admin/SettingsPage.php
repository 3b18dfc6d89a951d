<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

use AnglingPrizes\Draw\BeaconRelays;
use AnglingPrizes\Infrastructure\Cors;
use AnglingPrizes\Infrastructure\RealtimeWriter;
use AnglingPrizes\Infrastructure\Settings;

/**
 * WooCommerce → Angling Prizes: the service bearer, the storefront's address and allowed origins, the
 * realtime database, the points rate, and the site content the storefront reads. FAQs, how-it-works steps and
 * legal terms are rows of fields; the site settings and SEO are JSON in the shape of their answers. A value
 * that is refused keeps what was stored, and the page the save returns to shows the refused input in its box
 * with the sentence beside it (kept for that user for ten minutes). The page warns while the development
 * service bearer or no realtime-database secret is in use, and says the rules an operator meets.
 */
final class SettingsPage
{
	private const PAGE = 'angling-prizes';
	private const GROUP = 'angling_prizes';

	/** The content options edited as JSON: their label and help. */
	private const JSON_CONTENT = [
		Settings::SITE_SETTINGS => ['Site settings', 'The getsettings answer as JSON: announcement, operator (the company\'s details), points_rule, show_question, frontend_scripts …'],
		Settings::SEO => ['SEO by page name', 'JSON: {"Home": {"page_title": "…", "meta_description": "…", "meta_title": "…"}, …}'],
	];
	/** Where a refused save keeps what was typed, per user, for the page options.php returns to. */
	private const REJECTED = 'angling_prizes_settings_rejected_';
	/** Printable characters without spaces: the storefront's SHOP_SERVICE_TOKEN rule (scripts/lib/storefrontSettings.ts). */
	private const BEARER_PATTERN = '/^[\x21-\x7e]{16,200}$/';

	public static function register(): void
	{
		add_action('admin_menu', [self::class, 'menu'], 60);
		add_action('admin_init', [self::class, 'settings']);
	}

	public static function menu(): void
	{
		add_submenu_page('woocommerce', __('Angling Prizes', 'angling-prizes'), __('Angling Prizes', 'angling-prizes'), 'manage_woocommerce', self::PAGE, [self::class, 'render']);
	}

	public static function settings(): void
	{
		register_setting(self::GROUP, Settings::SERVICE_TOKEN, [
			'type' => 'string',
			'sanitize_callback' => static function (mixed $value): string {
				$token = is_string($value) ? trim($value) : '';
				if (preg_match(self::BEARER_PATTERN, $token) !== 1) {
					self::refuse(Settings::SERVICE_TOKEN, $token, __('The service bearer was not saved: it must be 16 to 200 printable characters without spaces.', 'angling-prizes'));
					return Settings::service_token();
				}
				return $token;
			},
		]);
		register_setting(self::GROUP, Settings::STOREFRONT_URL, ['type' => 'string', 'sanitize_callback' => static fn (mixed $value): string => esc_url_raw(is_string($value) ? trim($value) : '')]);
		register_setting(self::GROUP, Cors::EXTRA_ORIGINS, [
			'type' => 'string',
			'sanitize_callback' => static fn (mixed $value): string => implode("\n", array_filter(array_map(
				static fn (string $line): string => Cors::origin_of($line) ?? '',
				preg_split('/[\s,]+/', is_string($value) ? $value : '') ?: []
			))),
		]);
		register_setting(self::GROUP, RealtimeWriter::URL_OPTION, ['type' => 'string', 'sanitize_callback' => static fn (mixed $value): string => esc_url_raw(is_string($value) ? trim($value) : '', ['http', 'https'])]);
		register_setting(self::GROUP, RealtimeWriter::AUTH_OPTION, ['type' => 'string', 'sanitize_callback' => static fn (mixed $value): string => is_string($value) ? trim(sanitize_text_field($value)) : '']);
		register_setting(self::GROUP, BeaconRelays::OPTION, ['type' => 'string', 'sanitize_callback' => static fn (mixed $value): string => !is_string($value) || trim($value) === '' ? '' : implode("\n", BeaconRelays::parse($value) ?: ['none'])]);
		register_setting(self::GROUP, Settings::POINTS_PER_POUND, ['type' => 'integer', 'sanitize_callback' => static fn (mixed $value): int => min(100, absint($value))]);
		foreach (self::JSON_CONTENT as $option => [$label]) {
			register_setting(self::GROUP, $option, ['sanitize_callback' => static fn (mixed $value): mixed => self::sanitize_json($option, $value, $label)]);
		}
		register_setting(self::GROUP, Settings::FAQS, ['sanitize_callback' => static fn (mixed $value): mixed => self::sanitize_rows(Settings::FAQS, self::faq_rows(), $value)]);
		register_setting(self::GROUP, Settings::LEGAL_TERMS, ['sanitize_callback' => static fn (mixed $value): mixed => self::sanitize_rows(Settings::LEGAL_TERMS, self::term_rows(), $value)]);
		register_setting(self::GROUP, Settings::HOW_IT_WORKS, ['sanitize_callback' => static fn (mixed $value): mixed => self::sanitize_how_it_works($value)]);
	}

	private static function faq_rows(): ContentRows
	{
		return new ContentRows(__('FAQ', 'angling-prizes'), __('Add an FAQ', 'angling-prizes'), 'question', __('Question', 'angling-prizes'), 'answer', __('Answer', 'angling-prizes'));
	}

	private static function step_rows(): ContentRows
	{
		return new ContentRows(__('Step', 'angling-prizes'), __('Add a step', 'angling-prizes'), 'title', __('Title', 'angling-prizes'), 'description', __('Text', 'angling-prizes'));
	}

	private static function term_rows(): ContentRows
	{
		return new ContentRows(__('Tab', 'angling-prizes'), __('Add a tab', 'angling-prizes'), 'title', __('Heading', 'angling-prizes'), 'content', __('Body', 'angling-prizes'));
	}

	/** JSON text from the form as the stored object; anything else keeps what was stored, and the text as typed. */
	private static function sanitize_json(string $option, mixed $value, string $label): mixed
	{
		if (is_array($value)) {
			return $value;
		}
		$text = is_string($value) ? $value : '';
		$decoded = json_decode($text, true);
		if (!is_array($decoded) || (array_is_list($decoded) && $decoded !== [])) {
			/* translators: %s: the setting's name */
			self::refuse($option, $text, sprintf(__('%s was not saved: it must be a JSON object of the shape shown.', 'angling-prizes'), $label));
			return get_option($option);
		}
		return $decoded;
	}

	/** The rows from the form (or a list stored from code) as the stored list; a half-filled row keeps what was stored. */
	private static function sanitize_rows(string $option, ContentRows $rows, mixed $value): mixed
	{
		$read = $rows->read(is_array($value) ? $value : []);
		if ($read['problem'] !== null) {
			self::refuse($option, $read['rows'], $read['problem']);
			return get_option($option);
		}
		return $read['rows'];
	}

	/** @return array{title: string, steps: list<array<string, string>>}|mixed */
	private static function sanitize_how_it_works(mixed $value): mixed
	{
		$value = is_array($value) ? $value : [];
		$title = sanitize_text_field(is_string($value['title'] ?? null) ? $value['title'] : '');
		$read = self::step_rows()->read($value['steps'] ?? []);
		if ($read['problem'] !== null) {
			self::refuse(Settings::HOW_IT_WORKS, ['title' => $title, 'steps' => $read['rows']], $read['problem']);
			return get_option(Settings::HOW_IT_WORKS);
		}
		return ['title' => $title, 'steps' => $read['rows']];
	}

	/** A refused value: the sentence among WordPress's settings errors, and what was typed kept for the page. */
	private static function refuse(string $option, mixed $typed, string $message): void
	{
		add_settings_error($option, 'refused', $message);
		$key = self::REJECTED . get_current_user_id();
		$kept = get_transient($key);
		$kept = is_array($kept) ? $kept : [];
		$kept[$option] = ['typed' => $typed, 'message' => $message];
		set_transient($key, $kept, 10 * MINUTE_IN_SECONDS);
	}

	/**
	 * What the last save refused, once: option => [typed, message].
	 *
	 * @return array<string, array{typed: mixed, message: string}>
	 */
	private static function take_refused(): array
	{
		$key = self::REJECTED . get_current_user_id();
		$kept = get_transient($key);
		delete_transient($key);
		return is_array($kept) ? $kept : [];
	}

	public static function render(): void
	{
		if (!current_user_can('manage_woocommerce')) {
			return;
		}
		$refused = self::take_refused();
		// A refused box shows what was typed; every other box what is stored.
		$value = static fn (string $option, mixed $stored): mixed => array_key_exists($option, $refused) ? $refused[$option]['typed'] : $stored;
		$error = static fn (string $option): string => isset($refused[$option]) ? '<p class="angling-prizes-refused" style="color:#b32d2e;font-weight:600" id="' . esc_attr($option . '-error') . '">' . esc_html($refused[$option]['message']) . '</p>' : '';

		echo '<div class="wrap"><h1>' . esc_html__('Angling Prizes', 'angling-prizes') . '</h1>';
		settings_errors();
		self::warnings();
		echo '<form method="post" action="options.php">';
		settings_fields(self::GROUP);
		echo '<h2>' . esc_html__('The storefront', 'angling-prizes') . '</h2><table class="form-table" role="presentation">';
		$token = (string) $value(Settings::SERVICE_TOKEN, Settings::service_token());
		self::row(Settings::SERVICE_TOKEN, __('Service bearer', 'angling-prizes'), $error(Settings::SERVICE_TOKEN) . '<input type="text" class="regular-text code" name="' . esc_attr(Settings::SERVICE_TOKEN) . '" id="' . esc_attr(Settings::SERVICE_TOKEN) . '" value="' . esc_attr($token) . '">', __('The storefront sends it as Authorization: Bearer on every call (its SHOP_SERVICE_TOKEN); 16 to 200 characters without spaces.', 'angling-prizes'));
		self::row(Settings::STOREFRONT_URL, __('Storefront address', 'angling-prizes'), '<input type="url" class="regular-text code" name="' . esc_attr(Settings::STOREFRONT_URL) . '" id="' . esc_attr(Settings::STOREFRONT_URL) . '" value="' . esc_attr(Settings::storefront_url()) . '">', __('For links in emails (password reset); its origin may call the Store API.', 'angling-prizes'));
		$origins = get_option(Cors::EXTRA_ORIGINS, '');
		self::row(Cors::EXTRA_ORIGINS, __('Other allowed origins', 'angling-prizes'), '<textarea class="large-text code" rows="3" name="' . esc_attr(Cors::EXTRA_ORIGINS) . '" id="' . esc_attr(Cors::EXTRA_ORIGINS) . '">' . esc_textarea(is_string($origins) ? $origins : '') . '</textarea>', __('One origin per line (https://shop.example.co.uk).', 'angling-prizes'));
		$rtdb = get_option(RealtimeWriter::URL_OPTION, '');
		self::row(RealtimeWriter::URL_OPTION, __('Realtime database', 'angling-prizes'), '<input type="url" class="regular-text code" name="' . esc_attr(RealtimeWriter::URL_OPTION) . '" id="' . esc_attr(RealtimeWriter::URL_OPTION) . '" value="' . esc_attr(is_string($rtdb) ? $rtdb : '') . '">', __('Where instant-win notices and chat messages are written: the same URL as the storefront\'s SHOP_RTDB_URL. Empty: none are written, and the storefront shows no instant-win pop-ups or new chat.', 'angling-prizes'));
		self::row(RealtimeWriter::AUTH_OPTION, __('Realtime database secret', 'angling-prizes'), '<input type="password" autocomplete="off" class="regular-text code" name="' . esc_attr(RealtimeWriter::AUTH_OPTION) . '" id="' . esc_attr(RealtimeWriter::AUTH_OPTION) . '" value="' . esc_attr((string) get_option(RealtimeWriter::AUTH_OPTION, '')) . '">', __('A database secret or access token, sent as auth with each write (Firebase: Project settings → Service accounts → Database secrets). A local database needs none; a Firebase database refuses writes without one unless its rules are open to everyone.', 'angling-prizes'));
		$relays = get_option(BeaconRelays::OPTION, '');
		self::row(BeaconRelays::OPTION, __('drand relays', 'angling-prizes'), '<textarea class="large-text code" rows="4" name="' . esc_attr(BeaconRelays::OPTION) . '" id="' . esc_attr(BeaconRelays::OPTION) . '" placeholder="' . esc_attr(implode("\n", BeaconRelays::DEFAULTS)) . '">' . esc_textarea(is_string($relays) ? $relays : '') . '</textarea>', __('Where main draws fetch their drand quicknet beacon round, one address per line; every answer is verified. Empty: the public relays shown.', 'angling-prizes'));
		self::row(Settings::POINTS_PER_POUND, __('Points per whole pound', 'angling-prizes'), '<input type="number" min="0" max="100" name="' . esc_attr(Settings::POINTS_PER_POUND) . '" id="' . esc_attr(Settings::POINTS_PER_POUND) . '" value="' . esc_attr((string) Settings::points_per_pound()) . '">', '');
		echo '</table>';

		echo '<h2>' . esc_html__('Site content', 'angling-prizes') . '</h2><p>' . esc_html__('A row with both boxes empty is removed when you save. Bodies may hold the HTML a post may (links, lists, bold).', 'angling-prizes') . '</p><table class="form-table" role="presentation">';
		$faqs = $value(Settings::FAQS, Settings::faqs());
		self::row(Settings::FAQS, __('FAQs', 'angling-prizes'), $error(Settings::FAQS) . self::faq_rows()->fields(Settings::FAQS, Settings::FAQS, is_array($faqs) ? $faqs : []), '', false);
		$how = $value(Settings::HOW_IT_WORKS, Settings::how_it_works());
		$how = is_array($how) ? $how : [];
		self::row(Settings::HOW_IT_WORKS, __('How it works', 'angling-prizes'), $error(Settings::HOW_IT_WORKS)
			. '<p><label>' . esc_html__('Page title', 'angling-prizes') . ' <input type="text" class="regular-text" name="' . esc_attr(Settings::HOW_IT_WORKS . '[title]') . '" id="' . esc_attr(Settings::HOW_IT_WORKS) . '" value="' . esc_attr((string) ($how['title'] ?? '')) . '"></label></p>'
			. self::step_rows()->fields(Settings::HOW_IT_WORKS . '[steps]', Settings::HOW_IT_WORKS . '-steps', is_array($how['steps'] ?? null) ? $how['steps'] : []), '', false);
		$terms = $value(Settings::LEGAL_TERMS, Settings::legal_terms());
		self::row(Settings::LEGAL_TERMS, __('Legal terms', 'angling-prizes'), $error(Settings::LEGAL_TERMS) . self::term_rows()->fields(Settings::LEGAL_TERMS, Settings::LEGAL_TERMS, is_array($terms) ? $terms : []), __('One tab per row, in order: terms and conditions, competition rules, … The fourth tab is the privacy policy.', 'angling-prizes'), false);
		foreach (self::JSON_CONTENT as $option => [$label, $help]) {
			$shown = $value($option, null);
			$text = is_string($shown) ? $shown : wp_json_encode(get_option($option, []), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
			self::row($option, $label, $error($option) . '<textarea class="large-text code" rows="12" name="' . esc_attr($option) . '" id="' . esc_attr($option) . '"' . (isset($refused[$option]) ? ' aria-invalid="true" aria-describedby="' . esc_attr($option . '-error') . '"' : '') . '>' . esc_textarea(is_string($text) ? $text : '') . '</textarea>', $help);
		}
		echo '</table>';
		submit_button();
		echo '</form>';
		self::rules();
		echo '</div>';
		ContentRows::script();
	}

	/** Warnings while the shop runs on a development default: the bearer anyone may know, or no realtime-database secret. */
	private static function warnings(): void
	{
		$warnings = [];
		if (hash_equals(Settings::DEFAULT_SERVICE_TOKEN, Settings::service_token())) {
			/* translators: %s: the development service bearer */
			$warnings[] = sprintf(__('The service bearer is still the development default %s, which anyone can read in this plugin\'s code: set a secret of your own below, and the same value as the storefront\'s SHOP_SERVICE_TOKEN.', 'angling-prizes'), Settings::DEFAULT_SERVICE_TOKEN);
		}
		if ((string) get_option(RealtimeWriter::AUTH_OPTION, '') === '') {
			$warnings[] = (string) get_option(RealtimeWriter::URL_OPTION, '') === ''
				? __('No realtime database is set: instant-win notices and chat messages are not written anywhere, so customers see no instant-win pop-ups.', 'angling-prizes')
				: __('No realtime database secret is set: writes go without auth, which only a local database or one open to everyone accepts.', 'angling-prizes');
		}
		foreach ($warnings as $warning) {
			echo '<div class="notice notice-warning inline angling-prizes-warning"><p>' . esc_html($warning) . '</p></div>';
		}
	}

	/** The rules an operator meets, as this site has them now. */
	private static function rules(): void
	{
		$settings = Settings::site_settings();
		$rules = [
			empty($settings['show_question'])
				? __('Qualifying answers are not checked: every answer is taken while Site settings has "show_question": 0 (the default). Set it to 1 to refuse a wrong answer, in the basket and on a postal entry.', 'angling-prizes')
				: __('Qualifying answers are checked: a wrong answer is refused in the basket and on a postal entry ("show_question": 1 in Site settings).', 'angling-prizes'),
			wp_get_environment_type() === 'production'
				? __('Card payment (angling_test_card) is the test gateway and takes no money: this site\'s environment type is production, so it starts off. Register the real card gateway under that id.', 'angling-prizes')
				/* translators: %s: the environment type */
				: sprintf(__('Card payment (angling_test_card) is the test gateway and takes no money: it is on because this site\'s environment type is %s (WP_ENVIRONMENT_TYPE). On a live site set WP_ENVIRONMENT_TYPE to production and register the real card gateway under that id.', 'angling-prizes'), wp_get_environment_type()),
			__('Instant wins are paid as each prize\'s "Paid as" says on the competition\'s tab: site credit is credited the moment the ticket wins; a prize sent is arranged by you.', 'angling-prizes'),
			__('While this plugin is deactivated, competitions stay on sale as plain WooCommerce products (no ticket numbers, no rules, no draws). Set them to draft, or the shop to maintenance, before you deactivate it.', 'angling-prizes'),
		];
		echo '<h2>' . esc_html__('How the shop behaves', 'angling-prizes') . '</h2><ul class="ul-disc angling-prizes-rules">';
		foreach ($rules as $rule) {
			echo '<li>' . esc_html($rule) . '</li>';
		}
		echo '</ul>';
	}

	/** One table row; `$field` is markup built above with every value escaped. */
	private static function row(string $id, string $label, string $field, string $help, bool $labelled = true): void
	{
		echo '<tr><th scope="row">' . ($labelled ? '<label for="' . esc_attr($id) . '">' . esc_html($label) . '</label>' : esc_html($label)) . '</th><td>';
		// Not escaped again: the rows build `$field` above from escaped parts only (esc_attr, esc_textarea, esc_html on
		// every value), and their markup (inputs, textareas, the repeatable rows' fieldsets and buttons) is the page's own.
		echo $field;
		if ($help !== '') {
			echo '<p class="description">' . esc_html($help) . '</p>';
		}
		echo '</td></tr>';
	}
}
