<?php

declare(strict_types=1);

// The unit tests load the plugin's classes without WordPress: only the pure ones are tested here (the
// routes are checked over HTTP by tests/contract-check.ts and tests/store-api-check.ts).
error_reporting(E_ALL);
require_once dirname(__DIR__, 2) . '/includes/Autoloader.php';
\AnglingPrizes\Autoloader::register(dirname(__DIR__, 2) . '/includes');
