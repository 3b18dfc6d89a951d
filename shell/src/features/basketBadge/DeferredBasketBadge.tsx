import { useCallback, useEffect, useState } from 'react';
import { CartSession, getBus, readAuthToken, type KeyValueStorage } from '@shop/shared-contracts';
import { RemoteWidget } from '../../remotes/RemoteSlot';
import { afterPageContent } from '../../services/pageTiming';
import { pageStorage } from '../../services/pageStorage';
import { AddRequestCarrier } from './addRequestCarrier';
import { BasketLink } from './BasketLink';

/**
 * Not spec: a visitor with no basket and no account on this browser has no count to see, so the badge
 * waits this long after the page's content (or until their first add): a phone's first seconds go to the page.
 */
export const BADGE_DELAY_WITHOUT_BASKET_MS = 5000;

/** A basket session (Cart-Token) or a signed-in customer, whose basket may hold tickets. */
const mayHaveTickets = (storage: KeyValueStorage) => Boolean(new CartSession(storage, Date.now).cartToken || readAuthToken(storage));

/**
 * The header's basket badge, kept out of the first-load JavaScript: the basket remote (its entry, the
 * badge and the basket modal) loads once the page's content is in (5 s later for a visitor without a
 * basket), or at once when the customer adds tickets sooner. A static link to the basket stands in until
 * then. Add requests raised meanwhile are carried and sent again once the badge (which starts the basket's
 * listeners) is in; if the basket cannot be loaded, they are logged as lost and the plain link stays.
 */
export function DeferredBasketBadge() {
  const [carrier, setCarrier] = useState<AddRequestCarrier | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const held = new AddRequestCarrier(getBus(), () => setWanted(true));
    setCarrier(held);
    let delay: ReturnType<typeof setTimeout> | undefined;
    afterPageContent(() => {
      if (mayHaveTickets(pageStorage)) setWanted(true);
      else delay = setTimeout(() => setWanted(true), BADGE_DELAY_WITHOUT_BASKET_MS);
    });
    return () => {
      held.stop();
      clearTimeout(delay);
    };
  }, []);
  const replay = useCallback(() => {
    const bus = getBus();
    for (const request of carrier?.take() ?? []) bus.emit(request);
  }, [carrier]);
  const drop = useCallback(() => {
    const lost = carrier?.take() ?? [];
    if (lost.length > 0) console.error(`[shell] remote-basket is unavailable: ${lost.length} add-to-basket request(s) could not be handled`);
  }, [carrier]);
  if (!wanted) return <BasketLink />;
  return <RemoteWidget remote="basket" expose="BasketBadge" placeholder={<BasketLink />} onReady={replay} onFailed={drop} />;
}
