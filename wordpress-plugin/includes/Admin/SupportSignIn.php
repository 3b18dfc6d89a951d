<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

use AnglingPrizes\Auth\OneTimeKeys;
use AnglingPrizes\Infrastructure\Settings;

/**
 * Users → "Storefront sign-in link": a one-time link (15 minutes, single use) that signs support staff in to
 * the storefront as the customer (`/login-as-user?key=…`, answered by `login_as_user`).
 */
final class SupportSignIn
{
	public const LIFETIME = 15 * 60;
	private const ACTION = 'angling_prizes_login_link';
	private const NOTICE = 'login_link';

	public static function register(): void
	{
		add_filter('user_row_actions', [self::class, 'row_action'], 10, 2);
		add_action('admin_post_' . self::ACTION, [self::class, 'mint']);
		add_action('admin_notices', [self::class, 'notice']);
	}

	/** The link for a customer: mints a key. */
	public static function link_for(int $user_id): string
	{
		return Settings::storefront_url() . '/login-as-user?key=' . rawurlencode(OneTimeKeys::mint($user_id, OneTimeKeys::LOGIN_AS_USER, self::LIFETIME));
	}

	/** @param array<string, string> $actions */
	public static function row_action(mixed $actions, mixed $user): array
	{
		$actions = is_array($actions) ? $actions : [];
		if ($user instanceof \WP_User && current_user_can('edit_user', $user->ID)) {
			$url = wp_nonce_url(admin_url('admin-post.php?action=' . self::ACTION . '&user_id=' . $user->ID), self::ACTION . '_' . $user->ID);
			$actions['angling_login_link'] = '<a href="' . esc_url($url) . '">' . esc_html__('Storefront sign-in link', 'angling-prizes') . '</a>';
		}
		return $actions;
	}

	public static function mint(): void
	{
		$user_id = isset($_GET['user_id']) ? absint($_GET['user_id']) : 0;
		check_admin_referer(self::ACTION . '_' . $user_id);
		if ($user_id <= 0 || !current_user_can('edit_user', $user_id) || get_userdata($user_id) === false) {
			wp_die(esc_html__('Sorry, you are not allowed to sign in as this customer.', 'angling-prizes'), 403);
		}
		FlashNotice::keep(self::NOTICE, self::link_for($user_id));
		wp_safe_redirect(admin_url('users.php'));
		exit;
	}

	public static function notice(): void
	{
		$link = FlashNotice::take(self::NOTICE);
		if (is_string($link) && $link !== '') {
			echo '<div class="notice notice-success"><p>' . esc_html__('Sign-in link (works once, for 15 minutes):', 'angling-prizes') . ' <code>' . esc_html($link) . '</code></p></div>';
		}
	}
}
