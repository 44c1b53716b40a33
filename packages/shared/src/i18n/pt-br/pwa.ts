// Installable and offline (spec §1: update banner, install button, offline mode).
export const pwa = {
  updateTitle: 'Atualização Disponível',
  updateText: 'Uma nova versão do myflix está disponível.',
  updateNow: 'Atualizar',
  updateLater: 'Depois',
  install: 'Instalar App',
  iosTitle: 'Instalar o myflix',
  iosIntro: 'No iPhone ou iPad, instale pelo Safari:',
  iosShare: 'Toque em Compartilhar',
  iosAdd: "Depois toque em 'Adicionar à Tela de Início'",
  offlineBadge: 'Sem conexão: mostrando o que já foi carregado',
  needsNetwork: 'Sem conexão. Esta ação precisa de internet.',
} as const
