<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

use AnglingPrizes\Payments\SandboxSecret;

/**
 * The plugin's options: the service bearer, the storefront's address, and the site content an admin edits
 * (settings, SEO, how it works, FAQs, legal terms), each stored in the shape its `/api/v1` answer carries.
 */
final class Settings
{
	public const SERVICE_TOKEN = 'angling_prizes_service_token';
	public const STOREFRONT_URL = 'angling_prizes_storefront_url';
	public const SITE_SETTINGS = 'angling_prizes_settings';
	public const SEO = 'angling_prizes_seo';
	public const HOW_IT_WORKS = 'angling_prizes_how_it_works';
	public const FAQS = 'angling_prizes_faqs';
	public const LEGAL_TERMS = 'angling_prizes_legal_terms';
	public const POINTS_PER_POUND = 'angling_prizes_points_per_pound';
	/**
	 * SHA-256 of the operator's token (hex; '' = none set, no operator call accepted): the bearer of the
	 * operator's calls (`postal_entry`), which no storefront holds. Set it under WooCommerce → Postal entries.
	 */
	public const OPERATOR_TOKEN_HASH = 'angling_prizes_operator_token_hash';

	/** shared-contracts DEFAULT_RUNTIME_CONFIG.serviceToken: what a storefront sends until its config names another. */
	public const DEFAULT_SERVICE_TOKEN = 'local-dev-service-token';
	public const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:3000';

	/** The content options, as the admin's settings page lists them. */
	public const CONTENT_OPTIONS = [self::SITE_SETTINGS, self::SEO, self::HOW_IT_WORKS, self::FAQS, self::LEGAL_TERMS];

	/** Adds the options a fresh site needs (an existing value is kept). */
	public static function add_defaults(): void
	{
		add_option(self::SERVICE_TOKEN, self::DEFAULT_SERVICE_TOKEN);
		add_option(self::STOREFRONT_URL, self::DEFAULT_STOREFRONT_URL);
		add_option(self::SITE_SETTINGS, self::default_site_settings());
		add_option(self::SEO, [], '', false);
		add_option(self::HOW_IT_WORKS, ['title' => 'How it works', 'steps' => []], '', false);
		add_option(self::FAQS, [], '', false);
		add_option(self::LEGAL_TERMS, [], '', false);
		add_option(self::POINTS_PER_POUND, 1);
		SandboxSecret::make();
	}

	/**
	 * Sets the operator's token (only its SHA-256 is kept); '' removes it. The service bearer, which every
	 * storefront's public config.json carries, can never be the operator's.
	 *
	 * @throws \InvalidArgumentException for a token shorter than 20 characters or equal to the service bearer
	 */
	public static function set_operator_token(string $token): void
	{
		if ($token !== '' && (strlen($token) < 20 || hash_equals(self::service_token(), $token))) {
			throw new \InvalidArgumentException('The operator token must be at least 20 characters and not the service bearer.');
		}
		update_option(self::OPERATOR_TOKEN_HASH, $token === '' ? '' : hash('sha256', $token), false);
	}

	public static function has_operator_token(): bool
	{
		return (string) get_option(self::OPERATOR_TOKEN_HASH, '') !== '';
	}

	/** Whether a bearer is the operator's token (never when none is set, never the service bearer). */
	public static function is_operator_token(string $bearer): bool
	{
		$hash = (string) get_option(self::OPERATOR_TOKEN_HASH, '');
		return $hash !== '' && $bearer !== '' && !hash_equals(self::service_token(), $bearer) && hash_equals($hash, hash('sha256', $bearer));
	}

	/** The settings answer's fields with their empty values (shared-contracts DEFAULT_SETTINGS). */
	public static function default_site_settings(): array
	{
		return [
			'suggested_tickets' => [],
			'announcement' => '',
			'live_draw_info' => '',
			'points_rule' => 'You earn 1 point for every whole pound you spend.',
			'main_competition' => '',
			'slider_height_desktop' => 0,
			'slider_height_mobile' => 0,
			'slider_height_tablet' => 0,
			'show_question' => 0,
			'slider_speed' => 0,
			'reward_prize_info' => '',
			'frontend_scripts' => [],
		];
	}

	public static function service_token(): string
	{
		$token = get_option(self::SERVICE_TOKEN, self::DEFAULT_SERVICE_TOKEN);
		return is_string($token) && $token !== '' ? $token : self::DEFAULT_SERVICE_TOKEN;
	}

	/** Where the storefront runs, for links in emails (password reset, sign-in links); no trailing slash. */
	public static function storefront_url(): string
	{
		$url = get_option(self::STOREFRONT_URL, self::DEFAULT_STOREFRONT_URL);
		return untrailingslashit(is_string($url) && $url !== '' ? $url : self::DEFAULT_STOREFRONT_URL);
	}

	/** The settings answer: what is stored over the defaults. */
	public static function site_settings(): array
	{
		$stored = get_option(self::SITE_SETTINGS, []);
		return array_merge(self::default_site_settings(), is_array($stored) ? $stored : []);
	}

	/** @return array{page_title: string, meta_description: string, meta_title: string}|null */
	public static function seo(string $page): ?array
	{
		$pages = get_option(self::SEO, []);
		if (!is_array($pages)) {
			return null;
		}
		$seo = $pages[$page] ?? null;
		foreach ($pages as $name => $value) {
			if ($seo === null && is_string($name) && strcasecmp($name, $page) === 0) {
				$seo = $value;
			}
		}
		if (!is_array($seo)) {
			return null;
		}
		return [
			'page_title' => (string) ($seo['page_title'] ?? ''),
			'meta_description' => (string) ($seo['meta_description'] ?? ''),
			'meta_title' => (string) ($seo['meta_title'] ?? ''),
		];
	}

	/** @return array{title: string, steps: list<array{title: string, description: string}>} */
	public static function how_it_works(): array
	{
		$stored = get_option(self::HOW_IT_WORKS, []);
		$stored = is_array($stored) ? $stored : [];
		$steps = [];
		foreach ((array) ($stored['steps'] ?? []) as $step) {
			if (is_array($step)) {
				$steps[] = ['title' => (string) ($step['title'] ?? ''), 'description' => (string) ($step['description'] ?? '')];
			}
		}
		return ['title' => (string) ($stored['title'] ?? ''), 'steps' => $steps];
	}

	/** @return list<array{question: string, answer: string}> */
	public static function faqs(): array
	{
		return self::pairs(self::FAQS, 'question', 'answer');
	}

	/** @return list<array{title: string, content: string}> */
	public static function legal_terms(): array
	{
		return self::pairs(self::LEGAL_TERMS, 'title', 'content');
	}

	public static function points_per_pound(): int
	{
		return max(0, (int) get_option(self::POINTS_PER_POUND, 1));
	}

	/** @return list<array<string, string>> */
	private static function pairs(string $option, string $first, string $second): array
	{
		$stored = get_option($option, []);
		$list = [];
		foreach (is_array($stored) ? $stored : [] as $entry) {
			if (is_array($entry)) {
				$list[] = [$first => (string) ($entry[$first] ?? ''), $second => (string) ($entry[$second] ?? '')];
			}
		}
		return $list;
	}
}
