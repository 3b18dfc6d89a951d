import { startStandalone } from '@shop/remote-kit';
import Screen from '../exposed/Screen';

startStandalone('account', Screen);
