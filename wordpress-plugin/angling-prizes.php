<?php

/**
 * Plugin Name:       Angling Prizes
 * Plugin URI:        https://anglingprizes.co.uk/
 * Description:       The storefront's companion plugin: competitions as WooCommerce products, the /api/v1 routes, the shop-token identity bridge for the Store API, tickets, instant wins, draws, points, site credit and responsible-gaming limits.
 * Version:           0.1.0
 * Requires at least: 6.7
 * Requires PHP:      8.2
 * Requires Plugins:  woocommerce
 * Author:            Angling Prizes Ltd
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       angling-prizes
 * WC requires at least: 9.3
 * WC tested up to:   10.2
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
	exit;
}

const ANGLING_PRIZES_VERSION = '0.1.0';
const ANGLING_PRIZES_FILE = __FILE__;
define('ANGLING_PRIZES_DIR', __DIR__);

require_once ANGLING_PRIZES_DIR . '/includes/Autoloader.php';
\AnglingPrizes\Autoloader::register(ANGLING_PRIZES_DIR . '/includes');

register_activation_hook(__FILE__, [\AnglingPrizes\Infrastructure\Schema::class, 'activate']);
// Deactivation deletes nothing: tables, options, tickets and ledgers stay for when the plugin comes back.
register_deactivation_hook(__FILE__, [\AnglingPrizes\Plugin::class, 'deactivate']);

\AnglingPrizes\Plugin::boot();

/**
 * A one-time storefront sign-in link for support staff (15 minutes, single use), for the customer with this
 * email address; '' when there is none.
 */
function angling_prizes_login_link(string $email): string
{
	$user = get_user_by('email', $email);
	return $user instanceof \WP_User ? \AnglingPrizes\Admin\SupportSignIn::link_for($user->ID) : '';
}
