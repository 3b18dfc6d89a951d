export { createRenderServer, isPrivateRoute, RENDERED_BY, SERVER_RENDER_BUDGET_MS, type PageAnswer, type RenderServerOptions } from './renderServer';
