import { isApiError } from '@shop/shared-contracts';

/** A call's answer, or null when the backend says there is no such thing (404, or 400 for an id it cannot read). */
export async function nullWhenMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
