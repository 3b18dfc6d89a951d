import { lazy, Suspense } from 'react';
import { loadBasketModal } from './basketModalCode';
import { useBasketModal } from './modalStore';

const BasketModal = lazy(loadBasketModal);

/** Always loaded with the badge, tiny: renders the (lazily loaded) basket modal while it is open. */
export function BasketModalHost() {
  const { open } = useBasketModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BasketModal />
    </Suspense>
  );
}
