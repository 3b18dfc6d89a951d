<?php
/*
 * Router of PHP's built-in server for one site: existing files as they are (PHP scripts run by the server
 * itself, with their PATH_INFO: /competition/index.php/wp-json/), every other path under /competition/ to
 * WordPress's index.php, as WordPress's rewrite rules for Apache would. Variables are prefixed: WordPress
 * runs in this file's (global) scope.
 */
$angling_router_site = '/competition';
$angling_router_path = rawurldecode(explode('?', $_SERVER['REQUEST_URI'], 2)[0]);
$angling_router_file = $_SERVER['DOCUMENT_ROOT'] . $angling_router_path;

if ($angling_router_path === '/') {
	header('Location: ' . $angling_router_site . '/', true, 302);
	return true;
}
if (
	str_contains($angling_router_path, '/../') ||
	($angling_router_path !== $angling_router_site && !str_starts_with($angling_router_path, $angling_router_site . '/'))
) {
	http_response_code(404);
	echo "Not Found\n";
	return true;
}
if (is_dir($angling_router_file) && !str_ends_with($angling_router_path, '/')) {
	$angling_router_query = $_SERVER['QUERY_STRING'] ?? '';
	header('Location: ' . $angling_router_path . '/' . ($angling_router_query === '' ? '' : '?' . $angling_router_query), true, 301);
	return true;
}
if (is_file($angling_router_file) || (str_ends_with($angling_router_path, '/') && is_file($angling_router_file . 'index.php'))) {
	return false;
}
if (preg_match('#^(.+?\.php)/#', $angling_router_path, $angling_router_match) && is_file($_SERVER['DOCUMENT_ROOT'] . $angling_router_match[1])) {
	return false;
}

$_SERVER['SCRIPT_NAME'] = $angling_router_site . '/index.php';
$_SERVER['PHP_SELF'] = $_SERVER['SCRIPT_NAME'];
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . $_SERVER['SCRIPT_NAME'];
unset($angling_router_site, $angling_router_path, $angling_router_file, $angling_router_match);
chdir(dirname($_SERVER['SCRIPT_FILENAME']));
require $_SERVER['SCRIPT_FILENAME'];
