export { createRenderServer, isPrivateRoute, SERVER_RENDER_BUDGET_MS, type PageAnswer, type RenderServerOptions } from './renderServer';
