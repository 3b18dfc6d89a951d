import { useEffect, useState } from 'react';
import { isApiError, type ShopApi } from '@shop/shared-contracts';
import { delayAfter, readOrderWait, RETURN_WAIT, type OrderWait, type WaitSchedule } from './orderWait';
import type { ReturnLink } from './returnLink';

/** Answers that mean the order is not this customer's to see (WooCommerce answers another customer's order with 403). */
const NOT_THEIRS = new Set([401, 403, 404]);

/**
 * Polls the order until its payment is known, with backoff (RETURN_WAIT). Starts again on every mount, so a
 * reload carries on where the order is. A failed poll (the network) is asked again later. `checkAgain`
 * restarts the wait after the page gave up.
 */
export function useOrderWait(api: Pick<ShopApi, 'getOrderDetail'>, link: ReturnLink, schedule: WaitSchedule = RETURN_WAIT) {
  const [wait, setWait] = useState<OrderWait>({ kind: 'waiting' });
  const [round, setRound] = useState(0);
  const { orderId, orderKey } = link;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async (attempt: number) => {
      let next: OrderWait = { kind: 'waiting' };
      try {
        next = readOrderWait(await api.getOrderDetail(orderId), { orderId, orderKey });
      } catch (error) {
        if (isApiError(error) && NOT_THEIRS.has(error.status)) next = { kind: 'not-found' };
      }
      if (stopped) return;
      if (next.kind === 'waiting' && Date.now() - started >= schedule.giveUpAfterMs) next = { kind: 'no-answer' };
      if (next.kind !== 'waiting') return setWait(next);
      timer = setTimeout(() => void ask(attempt + 1), delayAfter(attempt, schedule));
    };
    void ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, orderId, orderKey, round, schedule]);

  const checkAgain = () => {
    setWait({ kind: 'waiting' });
    setRound((current) => current + 1);
  };
  return { wait, checkAgain };
}
