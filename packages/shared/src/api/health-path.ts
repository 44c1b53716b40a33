/** The health check's path on its own, for callers that must not load the route table's schemas. */
export const HEALTH_PATH = '/api/health'
