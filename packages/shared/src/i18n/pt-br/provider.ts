// Provider (Xtream) errors and content defaults. Spec §3 defaults and §8 Cloud texts are verbatim;
// the rest are ours, for failure kinds the spec does not name.
export const provider = {
  defaults: {
    title: 'Título não disponível',
    channel: 'Canal sem nome',
    plot: 'Sinopse não disponível',
    rating: '0.0',
    episode: 'Episódio {num}',
  },
  errors: {
    invalidCredentials: 'Credenciais inválidas. Verifique URL, usuário e senha.',
    connection: 'Problema de conexão. Verifique sua internet.',
    apiFailed: 'API call failed with status: {status}',
    timeout: 'O servidor da nuvem demorou demais para responder. Tente novamente.',
    rateLimited:
      'O servidor da nuvem recusou por excesso de pedidos. Tente novamente em alguns minutos.',
    expired: 'A assinatura desta nuvem expirou. Renove-a com o seu provedor.',
    disabled: 'Esta conta foi desativada ou bloqueada pelo provedor.',
    invalidAnswer: 'O servidor da nuvem enviou uma resposta inválida. Tente novamente mais tarde.',
    tooLarge: 'A resposta do servidor da nuvem é grande demais para ser carregada.',
    blockedAddress: 'Este endereço não é permitido. Use o endereço público do seu provedor.',
  },
} as const
