<?php
/*
 * Runs a PHP file with WordPress loaded, as `wp eval-file` would: php run.php FILE [ARG...]. The file runs in
 * the global scope and finds its arguments in $args.
 */
require __DIR__ . '/cli-request.php';
require getenv('WORDPRESS_CORE_DIR') . '/wp-load.php';
$args = array_slice($argv, 2);
require $argv[1];
