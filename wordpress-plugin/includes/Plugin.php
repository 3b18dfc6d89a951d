<?php

declare(strict_types=1);

namespace AnglingPrizes;

use AnglingPrizes\Account\HeldCreditOnSignUp;
use AnglingPrizes\Admin\CompetitionPanel;
use AnglingPrizes\Admin\ContactMessagesPage;
use AnglingPrizes\Admin\PostalEntriesPage;
use AnglingPrizes\Admin\SettingsPage;
use AnglingPrizes\Admin\SupportSignIn;
use AnglingPrizes\Auth\IdentityBridge;
use AnglingPrizes\Auth\ShopTokens;
use AnglingPrizes\Competitions\ProductSync;
use AnglingPrizes\Draw\BeaconDraws;
use AnglingPrizes\Entries\CompetitionLock;
use AnglingPrizes\Entries\LatePayments;
use AnglingPrizes\Entries\OrderStatuses;
use AnglingPrizes\Entries\PostalEntryRecorder;
use AnglingPrizes\Entries\ReceiptEmails;
use AnglingPrizes\Entries\Refunds;
use AnglingPrizes\Entries\TicketAllocation;
use AnglingPrizes\Entries\UnpaidOrders;
use AnglingPrizes\Infrastructure\Cors;
use AnglingPrizes\Infrastructure\QueuedOrderEmails;
use AnglingPrizes\Infrastructure\RealtimeWriter;
use AnglingPrizes\Infrastructure\Schema;
use AnglingPrizes\Payments\Gateways;
use AnglingPrizes\Rest\AuthRoutes;
use AnglingPrizes\Rest\CatalogueRoutes;
use AnglingPrizes\Rest\DrawRoutes;
use AnglingPrizes\Rest\LedgerRoutes;
use AnglingPrizes\Rest\OperatorRoutes;
use AnglingPrizes\Rest\OrderRoutes;
use AnglingPrizes\Rest\ProfileRoutes;
use AnglingPrizes\Rest\SiteRoutes;
use AnglingPrizes\StoreApi\CartRules;
use AnglingPrizes\StoreApi\CheckoutCart;
use AnglingPrizes\StoreApi\CheckoutOnce;
use AnglingPrizes\StoreApi\Extension;

/** Wires the plugin's parts to WordPress and WooCommerce. */
final class Plugin
{
	public const PURGE_HOOK = 'angling_prizes_daily_purge';

	public static function boot(): void
	{
		add_action('before_woocommerce_init', [self::class, 'declare_compatibility']);
		add_action('plugins_loaded', [Schema::class, 'maybe_migrate']);
		add_action('plugins_loaded', [self::class, 'when_woocommerce_is_loaded'], 20);
		add_action(self::PURGE_HOOK, [ShopTokens::class, 'purge']);
		// A deleted account's shop tokens sign nobody in any more.
		add_action('deleted_user', [ShopTokens::class, 'revoke_all']);
		// An account opened with the email of a postal entrant's held site credit gets it.
		HeldCreditOnSignUp::register();
		IdentityBridge::register();
		Cors::register();
	}

	public static function when_woocommerce_is_loaded(): void
	{
		if (!class_exists('WooCommerce')) {
			add_action('admin_notices', [self::class, 'woocommerce_missing_notice']);
			return;
		}
		add_action('rest_api_init', [self::class, 'register_routes']);
		ProductSync::register();
		OrderStatuses::register();
		TicketAllocation::register();
		CompetitionLock::register();
		BeaconDraws::register();
		Refunds::register();
		LatePayments::register();
		UnpaidOrders::register();
		ReceiptEmails::register();
		Gateways::register();
		CartRules::register();
		Extension::register();
		CheckoutCart::register();
		CheckoutOnce::register();
		RealtimeWriter::register();
		PostalEntryRecorder::register();
		QueuedOrderEmails::register();
		if (is_admin()) {
			CompetitionPanel::register();
			SettingsPage::register();
			ContactMessagesPage::register();
			PostalEntriesPage::register();
			SupportSignIn::register();
		}
		// Scheduled at init, not before: scheduling runs WooCommerce's cron_schedules filter, which translates.
		add_action('init', [self::class, 'schedule_purge'], 20);
	}

	public static function schedule_purge(): void
	{
		if (!wp_next_scheduled(self::PURGE_HOOK)) {
			wp_schedule_event(time() + 3600, 'daily', self::PURGE_HOOK);
		}
		if (!wp_next_scheduled(BeaconDraws::CRON_HOOK)) {
			wp_schedule_event(time() + 60, BeaconDraws::CRON_SCHEDULE, BeaconDraws::CRON_HOOK);
		}
	}

	/** Every `/api/v1` route of the endpoint table (shared-contracts/src/api/endpoints.ts). */
	public static function register_routes(): void
	{
		SiteRoutes::register();
		CatalogueRoutes::register();
		DrawRoutes::register();
		AuthRoutes::register();
		ProfileRoutes::register();
		LedgerRoutes::register();
		OrderRoutes::register();
		OperatorRoutes::register();
	}

	/** The plugin keeps to WooCommerce's CRUD classes, so it works with order tables (HPOS) and the block checkout. */
	public static function declare_compatibility(): void
	{
		if (class_exists(\Automattic\WooCommerce\Utilities\FeaturesUtil::class)) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility('custom_order_tables', ANGLING_PRIZES_FILE, true);
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility('cart_checkout_blocks', ANGLING_PRIZES_FILE, true);
		}
	}

	public static function woocommerce_missing_notice(): void
	{
		echo '<div class="notice notice-error"><p>' . esc_html__('Angling Prizes needs WooCommerce to be installed and active.', 'angling-prizes') . '</p></div>';
	}

	/** Deactivation deletes nothing: only the scheduled clean-up stops. */
	public static function deactivate(): void
	{
		wp_clear_scheduled_hook(self::PURGE_HOOK);
		wp_clear_scheduled_hook(BeaconDraws::CRON_HOOK);
	}
}
