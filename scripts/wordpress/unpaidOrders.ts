import type { WordPressSite } from './wordPressSite';

/**
 * Runs WooCommerce's sweep of unpaid orders (`woocommerce_cancel_unpaid_orders`, which cron runs) as if the
 * hold (60 minutes) had passed for one order: the order is marked last changed 61 minutes ago first, in
 * WooCommerce's order tables or, without them, its post. Tests use it instead of waiting out the hold.
 */
export async function sweepUnpaidOrderAfterHold(site: Pick<WordPressSite, 'runPhp'>, orderId: number): Promise<void> {
  await site.runPhp(
    `global $wpdb;
$id = (int) $args[0];
$then = gmdate('Y-m-d H:i:s', time() - 61 * MINUTE_IN_SECONDS);
if (\\Automattic\\WooCommerce\\Utilities\\OrderUtil::custom_orders_table_usage_is_enabled()) {
	$wpdb->update($wpdb->prefix . 'wc_orders', ['date_updated_gmt' => $then], ['id' => $id]);
} else {
	$wpdb->update($wpdb->posts, ['post_modified_gmt' => $then, 'post_modified' => get_date_from_gmt($then)], ['ID' => $id]);
	clean_post_cache($id);
}
do_action('woocommerce_cancel_unpaid_orders');`,
    [String(orderId)],
  );
}
