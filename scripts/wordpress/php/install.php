<?php
/*
 * Installs WordPress into its empty database: php install.php TITLE ADMIN_USER ADMIN_EMAIL ADMIN_PASSWORD.
 * Does nothing when it is installed already.
 */
require __DIR__ . '/cli-request.php';
define('WP_INSTALLING', true);
require getenv('WORDPRESS_CORE_DIR') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if (!is_blog_installed()) {
	[, $title, $user, $email, $password] = $argv;
	$result = wp_install($title, $user, $email, false, '', $password, 'en_GB');
	if (empty($result['user_id'])) {
		fwrite(STDERR, "wp_install() did not create the administrator.\n");
		exit(1);
	}
}
