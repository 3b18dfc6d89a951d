import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps text-level markup and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Win <strong>big</strong><script>window.ran=1</script><img src="x.png" onerror="window.ran=2"><a href="javascript:window.ran=3">go</a></p>'}
      />,
    );
    expect(container.querySelector('p strong')?.textContent).toBe('big');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it("prefixes every id and name, so server HTML cannot pose as one of the page's own elements", () => {
    const { container } = render(<SafeHtml html={'<p id="shop-page-state">{"config":{}}</p><a name="shell-cookie-notice">x</a><h2 id="rules">Rules</h2>'} />);
    expect(document.getElementById('shop-page-state')).toBeNull();
    expect(container.querySelector('p')?.id).toBe('user-content-shop-page-state');
    expect(container.querySelector('a')?.getAttribute('name')).toBe('user-content-shell-cookie-notice');
    expect(container.querySelector('h2')?.id).toBe('user-content-rules');
  });
});
