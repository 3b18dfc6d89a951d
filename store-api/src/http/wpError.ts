/** A further error of the same answer (WP_Error with several codes). */
export interface AdditionalError {
  code: string;
  message: string;
}

/**
 * An error answered in WordPress's shape: `{code, message, data: {status, ...}}`, and
 * `additional_errors: [{code, message, data}]` when it holds more than one code (their data null, as
 * WooCommerce's error_to_response leaves the codes that were given none).
 */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
    readonly additionalErrors: readonly AdditionalError[] = [],
  ) {
    super(message);
  }

  /** The same error with more `data` and response headers. */
  with(data: Record<string, unknown>, headers: Record<string, string>): WpError {
    return new WpError(this.status, this.code, this.message, { ...this.data, ...data }, { ...this.headers, ...headers }, this.additionalErrors);
  }

  /** The answer body; the message and any `data.params` details never carry markup (tags are stripped). */
  toBody() {
    const data: Record<string, unknown> = { status: this.status, ...this.data };
    const params = data.params;
    if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
      data.params = Object.fromEntries(Object.entries(params).map(([key, value]) => [stripTags(key), typeof value === 'string' ? stripTags(value) : value]));
    }
    const body = { code: this.code, message: stripTags(this.message), data };
    if (this.additionalErrors.length === 0) return body;
    return { ...body, additional_errors: this.additionalErrors.map(({ code, message }) => ({ code, message: stripTags(message), data: null })) };
  }
}

export const invalidParam = (param: string, details: string) =>
  new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { params: { [param]: details } });

export const notSignedIn = () => new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');

/**
 * wp_strip_all_tags: drops script and style elements with their content, then every tag; like PHP's
 * strip_tags, an unclosed `<...` is dropped to the end of the text.
 */
export function stripTags(text: string): string {
  return text.replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*(>|$)/g, '');
}
