/**
 * The main public door of the remote kit: the only React code the remotes share. Form fields have their
 * own door (`@shop/remote-kit/forms`) and so has standalone mode (`@shop/remote-kit/standalone`).
 */
export { createRemoteScreen, type ScreenMap, type RemoteScreenProps } from './createRemoteScreen';
export { createRemoteMeta, type RemoteMeta } from './remoteMeta';
export { Page, PageHeading, PageLead } from './Page';
export { TeamBoundary } from './TeamBoundary';
export { useBusState, RenderedBusProvider, type RenderedBus } from './useBusState';
export { useUserState } from './useUserState';
export { usePageTitle } from './usePageTitle';
export { useShopApi, shopApiFor } from './useShopApi';
export { useNow, RenderClockProvider, type RenderClock } from './renderTime';
export type { ServerRemote, ServerPageRequest } from './server/serverRemote';
export { createQueryClient } from './queryClient';
export { showToast, dismissToast } from './toast';
export { Spinner, EmptyState, ErrorState } from './states';
export {
  focusRing,
  insetFocusRing,
  primaryButton,
  secondaryButton,
  PrimaryButton,
  SecondaryButton,
  PrimaryLink,
  SecondaryLink,
  IconButton,
  TextButton,
  ButtonSpinner,
  noticeRow,
} from './ui/buttons';
export { Card, FormCard } from './ui/cards';
export { headingType, outlinedBox, spreadRow, textType } from './ui/type';
export { TicketChips, TICKET_CHIPS_FIRST_SHOWN } from './ui/TicketChips';
export { IconDisc } from './ui/IconDisc';
export { BasketLinkFrame, BasketIcon } from './ui/BasketLinkFrame';
