/** An error answered in WordPress's shape: `{code, message, data: {status, ...}}`. */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.data } };
  }
}

export const invalidParam = (param: string, details: string) =>
  new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { params: { [param]: details } });

export const notSignedIn = () => new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
