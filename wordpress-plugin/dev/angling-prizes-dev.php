<?php

/**
 * Plugin Name: Angling Prizes (development)
 * Description: Development and test sites only, never a live shop: the demo shop importer, angling_prizes_import_demo_file(). The site scripts (pnpm start:wordpress and the test sites) link this file into wp-content/mu-plugins/; a release of the plugin leaves the dev/ folder out (.distignore).
 */

declare(strict_types=1);

require_once __DIR__ . '/DemoImport.php';

/**
 * Imports the demo shop written by store-api's `src/seed/exportDemo.ts` (competitions, customers, content).
 * Idempotent: running it again updates what it created and adds nothing twice.
 */
function angling_prizes_import_demo_file(string $json_path): void
{
	(new \AnglingPrizes\Dev\DemoImport())->import_file($json_path);
}
