import { useEffect, type ComponentType } from 'react';
import { getBus, type BusEvent, type RemoteName } from '@shop/shared-contracts';

/** The bus event each remote of the next release adds (contract minor): a screen says it was viewed. */
export interface ScreenViewed {
  type: `${RemoteName}:screen-viewed`;
  screen: string;
  release: string;
}

/**
 * A screen that announces itself on the bus once it is in, with an event type the shell N has never heard
 * of. The page's bus comes from the shell (contract N), whose BusEvent has no such member: hence the cast.
 */
export function announcing(team: RemoteName, screen: string, Screen: ComponentType): ComponentType {
  function AnnouncingScreen() {
    useEffect(() => {
      const event: ScreenViewed = { type: `${team}:screen-viewed`, screen, release: __APP_VERSION__ };
      getBus().emit(event as unknown as BusEvent);
    }, []);
    return <Screen />;
  }
  return AnnouncingScreen;
}
