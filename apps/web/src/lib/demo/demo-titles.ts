// Spec §1 demo catalogue names: the movie and channel category names are the spec's; the series
// category names (ids 10-17) and every title are ours (fictional, so nothing points at real works).

export type DemoGroup = { id: string; name: string; titles: readonly string[] }

export const MOVIE_GROUPS: readonly DemoGroup[] = [
  {
    id: '1',
    name: 'Ação',
    titles: [
      'Fogo Cruzado',
      'Operação Tempestade',
      'Alvo Final',
      'Resgate no Deserto',
      'Linha de Frente',
    ],
  },
  {
    id: '2',
    name: 'Drama',
    titles: [
      'A Última Carta',
      'Entre Rios',
      'O Peso do Silêncio',
      'Vidas Paralelas',
      'Caminhos de Volta',
    ],
  },
  {
    id: '3',
    name: 'Ficção Científica',
    titles: [
      'Horizonte Zero',
      'Órbita Perdida',
      'O Código Estelar',
      'Colônia 9',
      'Além de Andrômeda',
    ],
  },
  {
    id: '4',
    name: 'Crime',
    titles: [
      'O Informante',
      'Cidade Sem Lei',
      'Dívida de Sangue',
      'O Golpe Perfeito',
      'Noite no Porto',
    ],
  },
  {
    id: '5',
    name: 'Romance',
    titles: [
      'Verão em Lisboa',
      'Cartas ao Vento',
      'Um Amor de Inverno',
      'Dois Corações',
      'Encontro Marcado',
    ],
  },
  {
    id: '6',
    name: 'Fantasia',
    titles: [
      'O Reino de Cristal',
      'A Espada Antiga',
      'Floresta Encantada',
      'O Último Dragão',
      'Guardiões da Névoa',
    ],
  },
  {
    id: '7',
    name: 'Comédia',
    titles: [
      'Confusão em Família',
      'Férias Trocadas',
      'O Vizinho Perfeito',
      'Casamento às Avessas',
      'Sogra em Apuros',
    ],
  },
  {
    id: '8',
    name: 'Terror',
    titles: [
      'A Casa do Fim da Rua',
      'Sussurros',
      'O Porão',
      'Maldição da Lua',
      'Vozes na Escuridão',
    ],
  },
  {
    id: '9',
    name: 'Aventura',
    titles: [
      'Expedição Amazônia',
      'O Mapa Perdido',
      'Ilha do Tesouro Azul',
      'Trilha dos Andes',
      'Mar Aberto',
    ],
  },
]

export const SERIES_GROUPS: readonly DemoGroup[] = [
  {
    id: '10',
    name: 'Drama',
    titles: [
      'Herança',
      'Hospital Central',
      'Laços de Família',
      'A Vila',
      'Recomeço',
      'Segredos de Estado',
    ],
  },
  {
    id: '11',
    name: 'Comédia',
    titles: [
      'Apartamento 302',
      'Escritório Maluco',
      'Os Primos',
      'República',
      'Turma da Praça',
      'Casados & Cia',
    ],
  },
  {
    id: '12',
    name: 'Ação e Aventura',
    titles: [
      'Força Tática',
      'Fronteira',
      'Os Caçadores',
      'Missão Resgate',
      'Patrulha Costeira',
      'Operação Norte',
    ],
  },
  {
    id: '13',
    name: 'Ficção Científica',
    titles: ['Estação Órion', 'Paradoxo', 'Os Despertos', 'Terra 2', 'Sinal', 'Nexus'],
  },
  {
    id: '14',
    name: 'Policial',
    titles: [
      'Distrito 9',
      'A Perita',
      'Arquivo Morto',
      'Delegacia Centro',
      'Investigação Final',
      'Caso Aberto',
    ],
  },
  {
    id: '15',
    name: 'Suspense',
    titles: ['Sem Saída', 'O Observador', 'Ponto Cego', 'A Testemunha', 'Labirinto'],
  },
  {
    id: '16',
    name: 'Animação',
    titles: [
      'Pequenos Heróis',
      'Planeta Doce',
      'Robôs Amigos',
      'A Turma do Bosque',
      'Aventuras no Espaço',
    ],
  },
  {
    id: '17',
    name: 'Documentários',
    titles: [
      'Brasil Selvagem',
      'Cozinhas do Mundo',
      'Grandes Invenções',
      'Oceanos',
      'História Viva',
    ],
  },
]

export const CHANNEL_GROUPS: readonly DemoGroup[] = [
  {
    id: '18',
    name: 'Abertos',
    titles: [
      'Rede Aurora',
      'TV Horizonte',
      'Canal Cidade',
      'Rede Litoral',
      'TV Planalto',
      'Canal Vale',
    ],
  },
  {
    id: '19',
    name: 'Esportes',
    titles: ['Arena Esporte', 'Gol TV', 'Esporte Total', 'Canal Fut', 'Pódio', 'Radical Sports'],
  },
  {
    id: '20',
    name: 'Infantil',
    titles: ['Turminha', 'Kids Mundo', 'Desenhos Já', 'Canal Pipoca', 'Brincar TV', 'Mini Play'],
  },
  {
    id: '21',
    name: 'Documentários',
    titles: [
      'Mundo Real',
      'Natureza Viva',
      'Ciência Hoje',
      'História Brasil',
      'Planeta Azul',
      'Descobertas',
    ],
  },
  {
    id: '22',
    name: 'Filmes',
    titles: [
      'Cine Clássicos',
      'Tela Quente Plus',
      'Cinemax Brasil',
      'Filme Total',
      'Cine Ação',
      'Sessão Nacional',
    ],
  },
  {
    id: '23',
    name: 'Música',
    titles: ['Som Brasil', 'Hits TV', 'Sertanejo Mix', 'Rock Canal', 'MPB Ao Vivo', 'Batida'],
  },
  {
    id: '24',
    name: 'Entretenimento',
    titles: ['Variedades TV', 'Show Total', 'Canal Estrela', 'Reality Mix', 'Diversão'],
  },
  {
    id: '25',
    name: 'Notícias',
    titles: ['Jornal 24h', 'Notícias Já', 'Canal Política', 'Economia TV', 'Agora News'],
  },
  {
    id: '26',
    name: 'Culinária',
    titles: ['Sabor Brasil', 'Chef em Casa', 'Doces & Cia', 'Panela TV', 'Gastronomia'],
  },
]
