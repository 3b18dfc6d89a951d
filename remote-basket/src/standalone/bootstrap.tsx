import { startStandalone } from '@shop/remote-kit/standalone';
import Screen from '../exposed/Screen';

startStandalone('basket', Screen);
