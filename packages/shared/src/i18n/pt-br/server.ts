// Answers of the app server's own API (auth guard, unknown routes, failures).
export const server = {
  unauthenticated: 'Usuário não autenticado',
  notFound: 'Recurso não encontrado',
  unknownFunction: 'Função desconhecida: {name}',
  unavailable: 'Serviço indisponível. Tente novamente em instantes.',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
} as const
