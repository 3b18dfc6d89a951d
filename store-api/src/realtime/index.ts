/** The realtime database as the scripts start it beside a backend (`@shop/store-api/realtime`). */
export { startRealtimeServer, type RealtimeServer } from './realtimeServer';
export { RTDB_NAMESPACE } from './noticeWriter';
