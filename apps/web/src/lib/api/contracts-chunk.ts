/** The route table with its schemas, as its own chunk (lib/api/transport.ts loads it beside the first request). */
export const importContracts = () => import('@myflix/shared/routes')
