// The health module's public surface: GET /api/health for load balancers and benches.
export { registerHealthRoutes } from './health.routes';
