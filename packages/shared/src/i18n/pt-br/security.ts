// Answers of the server's own web-security checks (cross-site requests).
export const security = {
  crossSiteRefused: 'Requisição de outro site recusada.',
} as const
