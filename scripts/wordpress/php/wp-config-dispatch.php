<?php
/*
 * This copy of WordPress is shared by several sites, each with its own database and wp-content: the server
 * or command that loads it names the site's own wp-config.php in WORDPRESS_SITE_CONFIG.
 */
if (!is_string(getenv('WORDPRESS_SITE_CONFIG')) || !is_file(getenv('WORDPRESS_SITE_CONFIG'))) {
	if (PHP_SAPI !== 'cli') {
		http_response_code(500);
	}
	echo "WORDPRESS_SITE_CONFIG does not name a site's wp-config.php: start this WordPress with scripts/wordpress.\n";
	exit(1);
}
require getenv('WORDPRESS_SITE_CONFIG');
