// The metrics module's public face: /metrics.
export { registerMetrics } from './routes.ts';
