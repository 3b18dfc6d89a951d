<?php

declare(strict_types=1);

// The unit tests load the plugin's classes without WordPress: only the pure ones are tested here (the
// routes are tested over HTTP by tests/contract.test.ts and tests/storeApi.test.ts).
error_reporting(E_ALL);
require_once dirname(__DIR__, 2) . '/includes/Autoloader.php';
\AnglingPrizes\Autoloader::register(dirname(__DIR__, 2) . '/includes');
// The lean API must-use plugin's pure functions (it hooks in only where WordPress is loaded).
require_once dirname(__DIR__, 2) . '/mu-plugins/angling-prizes-lean-api.php';
