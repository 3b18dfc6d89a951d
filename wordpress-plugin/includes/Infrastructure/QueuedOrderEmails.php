<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * WooCommerce's order and stock e-mails, sent from WooCommerce's own queue (Action Scheduler) instead of in
 * the request that changed the order. A checkout then answers without building and sending two e-mails
 * (about a quarter of its CPU), and the queue runs when cron does (wp-cron.php, in the PHP node's
 * low-priority pool: deploy/wordpress/php-fpm-pool.conf), so on a draw night e-mails wait for spare CPU
 * instead of slowing the customers' checkouts.
 *
 * WooCommerce's own switch for this (`woocommerce_defer_transactional_emails`) posts the queue back to
 * admin-ajax.php with a nonce made for the signed-in customer; the storefront's customers sign in with a
 * bearer token the post-back cannot carry, so that queue would wait for its five-minute health check.
 *
 * Each e-mail still goes through WooCommerce's own e-mail classes (`{action}_notification`), so the
 * operator's e-mail settings and templates apply as before. Without Action Scheduler they are sent at once.
 */
final class QueuedOrderEmails
{
	public const HOOK = 'angling_prizes_send_queued_email';
	public const GROUP = 'angling-prizes-emails';

	/** The e-mail actions whose first argument is an order id (order status changes and refunds). */
	private const ORDER_ACTION = '/^woocommerce_order_(status_|fully_refunded$|partially_refunded$)/';
	/** The e-mail actions whose first argument is a product (stock levels, reduced during a checkout). */
	private const PRODUCT_ACTIONS = ['woocommerce_low_stock', 'woocommerce_no_stock', 'woocommerce_product_on_backorder'];

	/** @var array<string, true> The actions queued already: each gets one queuing callback, however often the list is filtered. */
	private static array $taken = [];

	public static function register(): void
	{
		if (!function_exists('as_enqueue_async_action')) {
			return;
		}
		add_filter('woocommerce_email_actions', [self::class, 'take_over'], 1000);
		add_action(self::HOOK, [self::class, 'send'], 10, 3);
	}

	/**
	 * Takes the order and stock actions from WooCommerce's list (so it sends nothing for them in the request)
	 * and queues an e-mail job on each instead.
	 *
	 * @param mixed $actions
	 * @return mixed
	 */
	public static function take_over($actions)
	{
		if (!is_array($actions)) {
			return $actions;
		}
		$kept = [];
		foreach ($actions as $action) {
			if (is_string($action) && self::queued($action)) {
				if (!isset(self::$taken[$action])) {
					self::$taken[$action] = true;
					add_action($action, static fn (...$args) => self::queue($action, $args), 10, 10);
				}
			} else {
				$kept[] = $action;
			}
		}
		return $kept;
	}

	public static function queued(string $action): bool
	{
		return preg_match(self::ORDER_ACTION, $action) === 1 || in_array($action, self::PRODUCT_ACTIONS, true);
	}

	/**
	 * The job's arguments: the action, and the id of what it is about (Action Scheduler keeps them as JSON).
	 *
	 * @param list<mixed> $args
	 * @return array{0: string, 1: int, 2: int}|null
	 */
	public static function job_args(string $action, array $args): ?array
	{
		$first = $args[0] ?? null;
		if (in_array($action, self::PRODUCT_ACTIONS, true)) {
			$id = is_object($first) && method_exists($first, 'get_id') ? (int) $first->get_id() : 0;
			return $id > 0 ? [$action, $id, 0] : null;
		}
		$id = is_numeric($first) ? (int) $first : 0;
		// A refund's second argument is the refund's id.
		$second = is_numeric($args[1] ?? null) ? (int) $args[1] : 0;
		return $id > 0 ? [$action, $id, $second] : null;
	}

	/** @param list<mixed> $args */
	private static function queue(string $action, array $args): void
	{
		$job = self::job_args($action, $args);
		if ($job === null) {
			\WC_Emails::send_queued_transactional_email($action, $args);
			return;
		}
		as_enqueue_async_action(self::HOOK, $job, self::GROUP);
	}

	/** Runs one queued e-mail job: WooCommerce's own e-mail classes, with the objects read again. */
	public static function send(string $action, int $id, int $second = 0): void
	{
		if (in_array($action, self::PRODUCT_ACTIONS, true)) {
			$product = wc_get_product($id);
			if ($product instanceof \WC_Product) {
				\WC_Emails::send_queued_transactional_email($action, [$product]);
			}
			return;
		}
		$order = wc_get_order($id);
		if (!$order instanceof \WC_Order) {
			return;
		}
		$args = str_contains($action, 'refunded') ? [$id, $second] : [$id, $order];
		\WC_Emails::send_queued_transactional_email($action, $args);
	}
}
