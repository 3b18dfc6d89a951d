import { buildApiUrl } from './apiUrl';

describe('buildApiUrl', () => {
  it('puts an origin in front of the shop layout, WordPress in /competition/', () => {
    expect(buildApiUrl('https://wp.example.co.uk', '/api/v1/getsettings')).toBe(
      'https://wp.example.co.uk/competition/index.php/wp-json/?rest_route=/api/v1/getsettings',
    );
    expect(buildApiUrl('https://wp.example.co.uk//', '/api/v1/getsettings')).toBe(
      'https://wp.example.co.uk/competition/index.php/wp-json/?rest_route=/api/v1/getsettings',
    );
  });

  it('takes a host ending in wp-json/ as the REST index itself: a WordPress at the domain root', () => {
    expect(buildApiUrl('https://wp.example.co.uk/wp-json/', '/api/v1/getcompetition', { id: 7 })).toBe(
      'https://wp.example.co.uk/wp-json/?rest_route=/api/v1/getcompetition&id=7',
    );
    expect(buildApiUrl('https://example.co.uk/shop/index.php/wp-json/', '/wc/store/v1/cart')).toBe(
      'https://example.co.uk/shop/index.php/wp-json/?rest_route=/wc/store/v1/cart',
    );
  });
});
