// The programme guide (EPG): /tv's channel list, /guia, the player's live overlay, channel details
// and search. None of these texts is in the spec; they are ours (docs/decisions.md, issue 18).
export const guide = {
  // What the server says about the guide (status `error`).
  status: {
    failed: 'Não foi possível carregar a programação do seu provedor.',
  },
  // /tv as a channel list.
  tv: {
    noProgramme: 'Sem informação de programação',
    timeRange: '{start} – {end}',
    next: 'A seguir: {time} {title}',
    details: 'Detalhes',
    detailsOf: 'Detalhes de {channel}',
    play: 'Assistir {channel}',
    playOnNow: 'Assistir {channel}: {title}, das {start} às {end}',
  },
  // /guia.
  grid: {
    title: 'Guia de Programação',
    now: 'Agora',
    previousDay: 'Dia anterior',
    nextDay: 'Próximo dia',
    today: 'Hoje',
    tomorrow: 'Amanhã',
    yesterday: 'Ontem',
    dayLabel: '{relative}, {date}',
    category: 'Categoria',
    allCategories: 'Todas as categorias',
    channelColumn: 'Canal',
    loading: 'Carregando a programação...',
    none: 'A programação desta nuvem ainda não está disponível. Os canais continuam listados e podem ser assistidos.',
    failedTitle: 'Programação indisponível',
    programme: '{channel}: {title}, das {start} às {end}',
    programmeOnNow: '{channel}: {title}, das {start} às {end}, no ar agora. Assistir',
    onNow: 'No ar agora',
    watch: 'Assistir',
    loadingDescription: 'Carregando descrição...',
    noDescription: 'Sem descrição.',
  },
  // The player's live overlay and its channel list.
  player: {
    now: 'Agora',
    next: 'A seguir',
  },
  // Channel details' schedule.
  details: {
    schedule: 'Programação de hoje',
  },
  // Search's channel results.
  search: {
    onNow: 'No ar agora',
  },
} as const
