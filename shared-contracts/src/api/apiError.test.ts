import { ApiError, isApiError } from './apiError';

describe('isApiError', () => {
  it('knows the client error by its shape, whichever bundle made it', () => {
    expect(isApiError(new ApiError('getcompetition: HTTP 404', 404, 'competition_not_found', null))).toBe(true);
    const fromAnotherBundle = Object.assign(new Error('x'), { name: 'ApiError', status: 404, code: 'competition_not_found', serverMessage: null });
    expect(isApiError(fromAnotherBundle)).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: '404', code: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
