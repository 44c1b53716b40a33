// The programme guide (EPG): /tv's channel list, /guia, the player's live overlay, channel details
// and search. None of these texts is in the spec; they are ours (docs/decisions.md, issue 18).
export const guide = {
  // What the server says about the guide (status `error`).
  status: {
    failed: 'Não foi possível carregar a programação do seu provedor.',
    tooLarge: 'A programação do seu provedor é grande demais para ser carregada.',
    timeout: 'O seu provedor demorou demais para enviar a programação.',
    invalid: 'A programação enviada pelo seu provedor está incompleta ou com defeito.',
    unsafe: 'A programação do seu provedor foi recusada por conter declarações não permitidas.',
    encoding: 'A programação do seu provedor não está em UTF-8 e não pôde ser lida.',
  },
  // /tv as a channel list.
  tv: {
    noProgramme: 'Sem informação de programação',
    timeRange: '{start} – {end}',
    next: 'A seguir: {time} {title}',
    details: 'Detalhes',
    detailsOf: 'Detalhes de {channel}',
    // Read before what a row or a channel cell shows, which names it (issue 21: label in name).
    playVerb: 'Assistir',
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
    // A cell's name begins with exactly what it shows, title then times (axe's label-in-name: voice
    // control users say what they see); what it is and does follows.
    programme: '{title} {start} – {end}, {channel}',
    programmeOnNow: '{title} {start} – {end}, {channel}, no ar agora. Assistir',
    onNow: 'No ar agora',
    watch: 'Assistir',
    loadingDescription: 'Carregando descrição...',
    noDescription: 'Sem descrição.',
  },
  // The player's live overlay and its channel list.
  player: {
    now: 'Agora',
    next: 'A seguir',
    nextLine: 'A seguir: {time} {title}',
    progress: '{percent}% do programa exibido',
    channels: 'Canais',
    channelsHint: 'Lista de canais (L)',
    channelList: 'Lista de canais',
    closeChannelList: 'Fechar lista de canais',
    noChannelNumber: 'Nenhum canal {number}',
    stripLabel: 'Guia do canal',
    earlier: 'Já exibido',
    later: 'Mais tarde',
    watchHint: 'OK para assistir',
    restartHint: 'OK para assistir do início',
  },
  // Channel details' schedule.
  details: {
    schedule: 'Programação de hoje',
    now: 'Agora',
    // Beside the time of a programme that began before the day shown (23:00 of the evening before).
    dayBefore: 'dia anterior',
    loading: 'Carregando programação...',
  },
  // Catch-up (issue 19): programmes that already aired, and the one on now from its beginning.
  catchup: {
    available: 'Disponível para assistir',
    watch: 'Assistir',
    restart: 'Assistir do início',
    backToLive: 'Voltar ao vivo',
    replayOf: 'Gravado: {title}',
    rewindHint: '← volta ao início do programa',
    // As /guia's cells: begins with what the cell shows.
    programmeAvailable: '{title} {start} – {end}, {channel}. Disponível para assistir',
    unavailable: 'Este programa não está disponível para assistir.',
    expired: 'Este programa já saiu do arquivo do canal.',
    noArchive: 'Este canal não oferece programas gravados.',
    notOffered: 'O seu provedor não entregou a gravação deste programa.',
    continueLabel: '{channel} · {title}',
    programmeRestart:
      '{title} {start} – {end}, {channel}, no ar agora. Assistir ou assistir do início',
    restartOf: 'Assistir do início: {channel}, {title}',
    watchProgramme: 'Assistir {title}, das {start} às {end}',
    scheduleDay: 'Programação — {day}',
    continueWhen: '{date}, {start} – {end}',
  },
  // Search's channel results.
  search: {
    onNow: 'No ar agora',
    onNowLine: 'No ar agora: {title}',
  },
} as const
