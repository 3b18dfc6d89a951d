export { RENDERED_BY, type PageAnswer } from './pageAnswer';
export { isPrivateRoute } from './pagePath';
export { createRenderServer, SERVER_RENDER_BUDGET_MS, type RenderServerOptions } from './renderServer';
export { PUBLIC_READ_HEADER, type ApiAnswer } from './publicReads/publicReads';
