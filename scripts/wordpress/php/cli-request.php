<?php
/*
 * What a command-line run of WordPress needs to look like a request to the site: WORDPRESS_SITE_URL is its
 * home (http://127.0.0.1:PORT/competition).
 */
$angling_cli_site = parse_url((string) getenv('WORDPRESS_SITE_URL'));
$_SERVER['HTTP_HOST'] = $angling_cli_site['host'] . (isset($angling_cli_site['port']) ? ':' . $angling_cli_site['port'] : '');
$_SERVER['SERVER_NAME'] = $angling_cli_site['host'];
$_SERVER['SERVER_PORT'] = (string) ($angling_cli_site['port'] ?? 80);
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REQUEST_URI'] = ($angling_cli_site['path'] ?? '') . '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
unset($angling_cli_site);
