// Header, navigation and the app-wide links of the main layout (spec §2 Main layout).
export const nav = {
  mainLabel: 'Navegação',
  home: 'Início',
  movies: 'Filmes',
  series: 'Séries',
  favorites: 'Favoritos',
  profile: 'Perfil',
  search: 'Buscar',
  /** Not in the spec's navigation; how /tv is reached (docs/decisions.md). */
  liveTv: 'TV ao Vivo',
  settings: 'Configurações',
  /** The skip link, the first Tab stop of signed-in pages (issue 21). */
  skipToContent: 'Pular para o conteúdo',
} as const
