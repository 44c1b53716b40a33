// The catalogue API (spec §2 Search and Category texts verbatim; the rest are ours).
export const catalog = {
  /** Spec §2 Favoritos fallback group, reused for items whose category the provider does not list. */
  otherCategory: 'Outros',
  searchTooShort: 'Digite pelo menos 3 caracteres para buscar',
  itemNotFound: 'Conteúdo não encontrado.',
  invalidRequest: 'Parâmetros inválidos.',
  emptyAnswer:
    'O servidor da nuvem enviou uma lista vazia; o conteúdo carregado antes continua disponível.',
  loadFailed: 'Não foi possível carregar o conteúdo da nuvem. Tente novamente.',
} as const
