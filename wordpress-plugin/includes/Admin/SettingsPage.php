<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

use AnglingPrizes\Draw\BeaconRelays;
use AnglingPrizes\Infrastructure\Cors;
use AnglingPrizes\Infrastructure\RealtimeWriter;
use AnglingPrizes\Infrastructure\Settings;

/**
 * WooCommerce → Angling Prizes: the service bearer, the storefront's address and allowed origins, the points
 * rate, and the site content the storefront reads (settings, SEO, how it works, FAQs, legal terms) as JSON
 * in the shape of each answer. A content field that is not valid JSON of the right kind is refused with a
 * message and the stored value is kept.
 */
final class SettingsPage
{
	private const PAGE = 'angling-prizes';
	private const GROUP = 'angling_prizes';

	/** Each content option: its label and whether it holds a list or an object. */
	private const CONTENT = [
		Settings::SITE_SETTINGS => ['Site settings (getsettings: announcement, operator, points_rule, frontend_scripts …)', 'object'],
		Settings::SEO => ['SEO by page name ({"Home": {"page_title", "meta_description", "meta_title"}})', 'object'],
		Settings::HOW_IT_WORKS => ['How it works ({"title", "steps": [{"title", "description"}]})', 'object'],
		Settings::FAQS => ['FAQs ([{"question", "answer"}])', 'list'],
		Settings::LEGAL_TERMS => ['Legal terms tabs ([{"title", "content"}]; the fourth is the privacy policy)', 'list'],
	];

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
				$token = is_string($value) ? trim(sanitize_text_field($value)) : '';
				return $token !== '' ? $token : Settings::service_token();
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
		foreach (self::CONTENT as $option => [$label, $kind]) {
			register_setting(self::GROUP, $option, ['sanitize_callback' => static fn (mixed $value): mixed => self::sanitize_json($option, $value, $kind, $label)]);
		}
	}

	/** JSON text from the form as the stored array; invalid JSON keeps what was stored. */
	private static function sanitize_json(string $option, mixed $value, string $kind, string $label): mixed
	{
		if (is_array($value)) {
			return $value;
		}
		$decoded = json_decode(is_string($value) ? wp_unslash($value) : '', true);
		$is_list = is_array($decoded) && array_is_list($decoded);
		if (!is_array($decoded) || ($kind === 'list' && !$is_list) || ($kind === 'object' && $is_list && $decoded !== [])) {
			/* translators: %s: the setting's name */
			add_settings_error($option, 'invalid_json', sprintf(__('%s was not saved: it must be valid JSON of the shape shown.', 'angling-prizes'), $label));
			return get_option($option);
		}
		return $decoded;
	}

	public static function render(): void
	{
		if (!current_user_can('manage_woocommerce')) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__('Angling Prizes', 'angling-prizes') . '</h1>';
		settings_errors();
		echo '<form method="post" action="options.php">';
		settings_fields(self::GROUP);
		echo '<table class="form-table" role="presentation">';
		self::row(Settings::SERVICE_TOKEN, __('Service bearer', 'angling-prizes'), '<input type="text" class="regular-text code" name="' . esc_attr(Settings::SERVICE_TOKEN) . '" id="' . esc_attr(Settings::SERVICE_TOKEN) . '" value="' . esc_attr(Settings::service_token()) . '">', __('The value the storefront sends as `Authorization: Bearer` (its config.json serviceToken).', 'angling-prizes'));
		self::row(Settings::STOREFRONT_URL, __('Storefront address', 'angling-prizes'), '<input type="url" class="regular-text code" name="' . esc_attr(Settings::STOREFRONT_URL) . '" id="' . esc_attr(Settings::STOREFRONT_URL) . '" value="' . esc_attr(Settings::storefront_url()) . '">', __('For links in emails (password reset); its origin may call the Store API.', 'angling-prizes'));
		$origins = get_option(Cors::EXTRA_ORIGINS, '');
		self::row(Cors::EXTRA_ORIGINS, __('Other allowed origins', 'angling-prizes'), '<textarea class="large-text code" rows="3" name="' . esc_attr(Cors::EXTRA_ORIGINS) . '" id="' . esc_attr(Cors::EXTRA_ORIGINS) . '">' . esc_textarea(is_string($origins) ? $origins : '') . '</textarea>', __('One origin per line (https://shop.example.co.uk).', 'angling-prizes'));
		$rtdb = get_option(RealtimeWriter::URL_OPTION, '');
		self::row(RealtimeWriter::URL_OPTION, __('Realtime database', 'angling-prizes'), '<input type="url" class="regular-text code" name="' . esc_attr(RealtimeWriter::URL_OPTION) . '" id="' . esc_attr(RealtimeWriter::URL_OPTION) . '" value="' . esc_attr(is_string($rtdb) ? $rtdb : '') . '">', __('Where instant-win notices and chat messages are written (the storefront config\'s realtimeDatabase.databaseURL). Empty: none are written.', 'angling-prizes'));
		self::row(RealtimeWriter::AUTH_OPTION, __('Realtime database secret', 'angling-prizes'), '<input type="password" autocomplete="off" class="regular-text code" name="' . esc_attr(RealtimeWriter::AUTH_OPTION) . '" id="' . esc_attr(RealtimeWriter::AUTH_OPTION) . '" value="' . esc_attr((string) get_option(RealtimeWriter::AUTH_OPTION, '')) . '">', __('Sent as auth with each write; the local database needs none.', 'angling-prizes'));
		$relays = get_option(BeaconRelays::OPTION, '');
		self::row(BeaconRelays::OPTION, __('drand relays', 'angling-prizes'), '<textarea class="large-text code" rows="4" name="' . esc_attr(BeaconRelays::OPTION) . '" id="' . esc_attr(BeaconRelays::OPTION) . '" placeholder="' . esc_attr(implode("\n", BeaconRelays::DEFAULTS)) . '">' . esc_textarea(is_string($relays) ? $relays : '') . '</textarea>', __('Where main draws fetch their drand quicknet beacon round, one address per line; every answer is verified. Empty: the public relays shown.', 'angling-prizes'));
		self::row(Settings::POINTS_PER_POUND, __('Points per whole pound', 'angling-prizes'), '<input type="number" min="0" max="100" name="' . esc_attr(Settings::POINTS_PER_POUND) . '" id="' . esc_attr(Settings::POINTS_PER_POUND) . '" value="' . esc_attr((string) Settings::points_per_pound()) . '">', '');
		foreach (self::CONTENT as $option => [$label]) {
			$json = wp_json_encode(get_option($option, []), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
			self::row($option, $label, '<textarea class="large-text code" rows="12" name="' . esc_attr($option) . '" id="' . esc_attr($option) . '">' . esc_textarea(is_string($json) ? $json : '') . '</textarea>', '');
		}
		echo '</table>';
		submit_button();
		echo '</form></div>';
	}

	/** One table row; `$field` is markup built above with every value escaped. */
	private static function row(string $id, string $label, string $field, string $help): void
	{
		echo '<tr><th scope="row"><label for="' . esc_attr($id) . '">' . esc_html($label) . '</label></th><td>';
		echo $field; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
		if ($help !== '') {
			echo '<p class="description">' . esc_html($help) . '</p>';
		}
		echo '</td></tr>';
	}
}
