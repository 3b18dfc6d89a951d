/** The one public door of the remote kit: the only React code the remotes share. */
export { createRemoteScreen, type ScreenMap, type RemoteScreenProps } from './createRemoteScreen';
export { createRemoteMeta, type RemoteMeta } from './remoteMeta';
export { startStandalone } from './startStandalone';
export { Page, PageHeading, PageLead } from './Page';
export { TeamBoundary } from './TeamBoundary';
export { useBusState } from './useBusState';
export { useUserState } from './useUserState';
export { usePageTitle } from './usePageTitle';
export { useShopApi, shopApiFor } from './useShopApi';
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
export { Field, TextAreaField, SelectField, Card, FormCard, type FieldProps, type InputFieldProps } from './ui/Field';
export { TicketChips, TICKET_CHIPS_FIRST_SHOWN } from './ui/TicketChips';
export { IconDisc } from './ui/IconDisc';
export { BasketLinkFrame, BasketIcon } from './ui/BasketLinkFrame';
