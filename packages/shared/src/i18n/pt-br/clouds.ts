// Clouds (spec §8 Cloud, verbatim) and the few answers of our own cloud API the spec does not name.
export const clouds = {
  loadFailed: 'Erro ao carregar suas nuvens.',
  loadUnexpected: 'Erro inesperado ao carregar nuvens.',
  saveFailed: 'Erro ao salvar nuvem.',
  deleteFailed: 'Erro ao deletar nuvem.',
  saved: 'Nuvem configurada com sucesso!',
  deleted: 'Nuvem deletada com sucesso!',
  activated: 'Nuvem ativada',
  noActive: 'Nenhuma nuvem ativa encontrada',
  mustBeSignedIn: 'Você precisa estar logado para salvar uma nuvem.',
  addFailed: 'Erro ao adicionar nuvem. Tente novamente.',
  saveConfigFailed: 'Erro ao salvar configuração. Tente novamente.',
  validateFailed: 'Erro ao validar credenciais',
  noData: 'Nenhum dado retornado do servidor',
  invalidCredentials: 'Credenciais inválidas',
  episodesFailed: 'Erro ao buscar episódios',
  // Ours: the spec shows no text for these.
  notFound: 'Nuvem não encontrada',
  activateFailed: 'Erro ao ativar nuvem.',
  userInfoFailed: 'Erro ao buscar os dados da conta da nuvem.',
  validateTooMany: 'Muitas verificações de nuvem seguidas. Aguarde um minuto e tente novamente.',
} as const
