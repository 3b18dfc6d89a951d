/**
 * What an operator's crontab does for a site with DISABLE_WP_CRON (as these sites have): asks for
 * wp-cron.php once a minute, so WordPress runs its due events, among them the plugin's draw job
 * (publishing closes, fetching beacon rounds). Returns a function that stops it.
 */
export function startSystemCron(siteUrl: string, log: (line: string) => void, everyMs = 60_000): () => void {
  let warned = false;
  const timer = setInterval(() => {
    fetch(`${siteUrl}/wp-cron.php`, { signal: AbortSignal.timeout(everyMs) })
      .then((response) => response.arrayBuffer())
      .then(() => {
        warned = false;
      })
      .catch((error: unknown) => {
        if (!warned) log(`wp-cron.php did not answer (${error instanceof Error ? error.message : String(error)}); trying again each minute.`);
        warned = true;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
