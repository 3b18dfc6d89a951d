import { Page } from '@shop/remote-kit';

/** A screen of the next release whose route the shell N's route table does not have: the shell never asks for it. */
export default function PreviewScreen() {
  return <Page title="Coming soon" lead="This page arrives with the next release of the shop." />;
}
