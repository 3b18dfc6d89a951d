// @ts-check
/**
 * Counts the WooCommerce conformance suite's aspects per target (each `it` of a describe titled
 * "WooCommerce conformance [target]: …" is one aspect) and prints them after the run. When several targets
 * ran, each must have run the same number of aspects: the same tests against each, none left out. The
 * root `pnpm test:wordpress` (so `pnpm test`) runs the suite with CONFORMANCE_TARGET=both
 * (`test:conformance:both`), so this check runs wherever the WordPress target does.
 */
class ConformanceAspectReporter {
  constructor() {
    /** @type {Map<string, {aspects: number, passed: number}>} */
    this.counts = new Map();
    /** @type {Error | undefined} */
    this.error = undefined;
  }

  /**
   * @param {unknown} _test
   * @param {{testResults: {ancestorTitles: string[], status: string}[]}} result
   */
  onTestResult(_test, result) {
    for (const aspect of result.testResults) {
      const target = /^WooCommerce conformance \[([^\]]+)\]/.exec(aspect.ancestorTitles[0] ?? '')?.[1];
      if (!target) continue;
      const count = this.counts.get(target) ?? { aspects: 0, passed: 0 };
      count.aspects += 1;
      if (aspect.status === 'passed') count.passed += 1;
      this.counts.set(target, count);
    }
  }

  onRunComplete() {
    if (this.counts.size === 0) return;
    const lines = [...this.counts].map(([target, { aspects, passed }]) => `  ${target}: ${aspects} aspects, ${passed} passed`);
    process.stderr.write(`\nWooCommerce conformance, aspects per target:\n${lines.join('\n')}\n`);
    const sizes = new Set([...this.counts.values()].map(({ aspects }) => aspects));
    if (sizes.size > 1) {
      this.error = new Error('The WooCommerce conformance targets ran different numbers of aspects: each target must run every aspect.');
      process.stderr.write(`${this.error.message}\n`);
    }
  }

  getLastError() {
    return this.error;
  }
}

module.exports = ConformanceAspectReporter;
