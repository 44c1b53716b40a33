// The cloud flow screens (spec §2 Cloud flow). Titles quoted by the spec live in `screens`; the add-flow
// and provider errors of §8 live in `clouds` and `provider`. These are the rest, ours.
export const cloud = {
  form: {
    description: 'Informe os dados de acesso fornecidos pelo seu provedor.',
    nameLabel: 'Nome da Nuvem',
    namePlaceholder: 'Minha Nuvem',
    urlLabel: 'URL do Servidor',
    urlPlaceholder: 'http://servidor.exemplo.com:8080',
    userLabel: 'Usuário',
    passwordLabel: 'Senha',
    submit: 'Adicionar Nuvem',
    submitting: 'Validando...',
    demoHint:
      'Quer só experimentar? Use o provedor de demonstração: URL {url}, usuário demo, senha demo.',
    failureTitle: 'Não foi possível adicionar a nuvem',
  },
  loading: {
    description:
      'Buscando filmes, séries e canais do seu provedor. Isto pode levar alguns instantes.',
    lists: { movie: 'Filmes', series: 'Séries', live: 'Canais' },
    phases: {
      waiting: 'Aguardando',
      categories: 'Carregando categorias',
      items: 'Carregando',
      done: 'Concluído',
      failed: 'Falhou',
      skipped: 'Ignorado',
    },
    items: '{count} itens',
    account: 'Buscando os dados da conta...',
    progressLabel: 'Progresso do carregamento',
  },
  connectionFailure: {
    description: 'Não foi possível conectar ao servidor da sua nuvem.',
  },
  loadFailure: {
    description: 'Não foi possível carregar o conteúdo da sua nuvem.',
  },
  success: {
    description: 'Sua nuvem está pronta. Abrindo o início...',
  },
  reloading:
    'Servidor indisponível. Usando a nuvem salva neste aparelho; tentando de novo em instantes.',
} as const
