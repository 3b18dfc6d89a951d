<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

use AnglingPrizes\Data\ContactMessages;

/** WooCommerce → Contact messages: what visitors sent through the contact form, newest first. */
final class ContactMessagesPage
{
	private const PER_PAGE = 50;

	public static function register(): void
	{
		add_action('admin_menu', [self::class, 'menu'], 61);
	}

	public static function menu(): void
	{
		add_submenu_page('woocommerce', __('Contact messages', 'angling-prizes'), __('Contact messages', 'angling-prizes'), 'manage_woocommerce', 'angling-prizes-contact', [self::class, 'render']);
	}

	public static function render(): void
	{
		if (!current_user_can('manage_woocommerce')) {
			return;
		}
		$page = isset($_GET['paged']) ? max(1, absint($_GET['paged'])) : 1;
		$total = ContactMessages::count();
		echo '<div class="wrap"><h1>' . esc_html__('Contact messages', 'angling-prizes') . '</h1>';
		echo '<table class="widefat striped"><thead><tr>';
		foreach ([__('Received (UTC)', 'angling-prizes'), __('From', 'angling-prizes'), __('Subject', 'angling-prizes'), __('Order', 'angling-prizes'), __('Message', 'angling-prizes')] as $heading) {
			echo '<th scope="col">' . esc_html($heading) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$rows = ContactMessages::latest(self::PER_PAGE, ($page - 1) * self::PER_PAGE);
		if ($rows === []) {
			echo '<tr><td colspan="5">' . esc_html__('No messages yet.', 'angling-prizes') . '</td></tr>';
		}
		foreach ($rows as $row) {
			echo '<tr><td>' . esc_html((string) $row['created_at']) . '</td>';
			echo '<td>' . esc_html((string) $row['name']) . '<br><a href="' . esc_url('mailto:' . (string) $row['email']) . '">' . esc_html((string) $row['email']) . '</a></td>';
			echo '<td>' . esc_html((string) $row['subject']) . '</td>';
			echo '<td>' . esc_html((string) $row['order_number']) . '</td>';
			echo '<td>' . nl2br(esc_html((string) $row['message'])) . '</td></tr>';
		}
		echo '</tbody></table>';
		$pages = (int) ceil($total / self::PER_PAGE);
		if ($pages > 1) {
			echo '<p>' . wp_kses_post(paginate_links(['base' => add_query_arg('paged', '%#%'), 'format' => '', 'current' => $page, 'total' => $pages]) ?? '') . '</p>';
		}
		echo '</div>';
	}
}
