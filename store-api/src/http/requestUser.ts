/** Finds the user a token signs in (null for none, or a lapsed or revoked token). */
export type TokenLookup = (token: string) => number | null;

export interface RequestUser {
  /** The bearer is the service credential or a live user token; anything else is refused. */
  bearerAccepted: boolean;
  /** The signed-in user's token: `token` in the body or query, else a user bearer value ('' for a guest). */
  userToken: string;
  /** The user of `userToken`, looked up on first use only. */
  userId(): number | null;
}

/** The signed-in user's token a plugin route's body or query names ('' for none). */
export function bodyTokenOf(body: Record<string, unknown>, query: Record<string, unknown>): string {
  if (typeof body.token === 'string') return body.token;
  return typeof query.token === 'string' ? query.token : '';
}

/**
 * Who is asking, with each token looked up at most once per request: a user bearer is looked up to be
 * accepted, and when it is also the user's token (no other token in the body or query) that same
 * lookup answers who the user is.
 */
export function resolveRequestUser(serviceToken: string, bearer: string, bodyToken: string, lookup: TokenLookup): RequestUser {
  const bearerUserId = bearer === serviceToken ? null : lookup(bearer);
  const userToken = bodyToken || (bearerUserId !== null ? bearer : '');
  let resolved: { id: number | null } | undefined = bearerUserId !== null && userToken === bearer ? { id: bearerUserId } : undefined;
  return {
    bearerAccepted: bearer === serviceToken || bearerUserId !== null,
    userToken,
    userId: () => (resolved ??= { id: lookup(userToken) }).id,
  };
}

/**
 * Who is asking on a Store API route (`/wc/store/`), as the companion plugin's `determine_current_user`
 * filter finds the WordPress user: only from `Authorization: Bearer <customer token>`. Any other bearer (the
 * service token, a lapsed or unknown token) makes the request a guest's, never a refusal, and a `token` in
 * the body or query counts for nothing, as WooCommerce knows no such parameter.
 */
export function storeApiRequestUser(serviceToken: string, bearer: string, lookup: TokenLookup): RequestUser {
  const userId = bearer === '' || bearer === serviceToken ? null : lookup(bearer);
  return { bearerAccepted: true, userToken: userId === null ? '' : bearer, userId: () => userId };
}
