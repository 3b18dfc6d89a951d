/** @jest-environment node */
import { acceptCspReport, acceptProblemReport } from './opsReports';

describe('ops reports', () => {
  it('counts a problem a browser reports with a release, and refuses what is not one', () => {
    const report = jest.fn();
    expect(acceptProblemReport(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'load-failed' }), report)).toBe(204);
    expect(report).toHaveBeenCalledWith({ remote: 'catalog', version: '1.2.0', kind: 'load-failed' });
    expect(acceptProblemReport('{not json', report)).toBe(400);
    expect(acceptProblemReport(JSON.stringify({ remote: 'nowhere', version: '1.2.0', kind: 'load-failed' }), report)).toBe(400);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('logs a violation of the page policy, and refuses what is not a report', () => {
    const log = jest.fn();
    const body = JSON.stringify({
      'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.test/x.js', 'document-uri': 'https://shop.test/' },
    });
    expect(acceptCspReport(body, log)).toBe(204);
    expect(log).toHaveBeenCalledWith('[render-server] Content-Security-Policy: script-src blocked https://evil.test/x.js on https://shop.test/');
    expect(acceptCspReport('nothing', log)).toBe(400);
  });
});
