/** Content kinds used in details URLs (spec §2: /details/movie|series|channel/{id}). */
export type DetailsType = 'movie' | 'series' | 'channel'
/** List kinds used in category URLs (spec §2: /category/filmes|series|canais/{name}). */
export type CategoryType = 'filmes' | 'series' | 'canais'
/** List kinds used in grid URLs (spec §2: /grid/filmes|series|tv/{categoryId}). */
export type GridType = 'filmes' | 'series' | 'tv'

const enc = (value: string | number) => encodeURIComponent(String(value))
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path })

/**
 * The route table of spec §2. The router and every link read this object, so a URL is written once.
 * `path` is the react-router pattern; `getHref` builds a concrete URL.
 */
export const paths = {
  splash: fixed('/'),
  login: fixed('/login'),
  register: fixed('/register'),
  resetPassword: fixed('/reset-password'),
  termsOfService: fixed('/terms-of-service'),
  privacyPolicy: fixed('/privacy-policy'),

  addInitialCloud: fixed('/adicionar-nuvem-inicial'),
  cloudForm: fixed('/form-nuvem'),
  cloudLoading: fixed('/carregamento-nuvem'),
  cloudFailure: fixed('/falha-nuvem'),
  loadFailure: fixed('/falha-carregamento'),
  cloudSuccess: fixed('/sucesso-nuvem'),
  switchCloud: fixed('/trocar-nuvem'),

  home: fixed('/home'),
  movies: fixed('/filmes'),
  series: fixed('/series'),
  favorites: fixed('/favoritos'),
  details: {
    path: '/details/:type/:id',
    getHref: (type: DetailsType, id: string | number) => `/details/${type}/${enc(id)}`,
    /** The details page with the player open on the title (the player reads `?play=1`). */
    getPlayHref: (type: DetailsType, id: string | number) => `/details/${type}/${enc(id)}?play=1`,
  },
  detailsById: {
    path: '/details/:id',
    getHref: (id: string | number) => `/details/${enc(id)}`,
  },
  related: {
    path: '/related/:id',
    getHref: (id: string | number) => `/related/${enc(id)}`,
  },
  search: fixed('/search'),
  profile: fixed('/profile'),
  account: fixed('/minha-conta'),
  settings: fixed('/configuracoes'),
  category: {
    path: '/category/:type/:category',
    getHref: (type: CategoryType, categoryName: string) => `/category/${type}/${enc(categoryName)}`,
  },
  grid: {
    path: '/grid/:type/:categoryId',
    getHref: (type: GridType, categoryId: string | number) => `/grid/${type}/${enc(categoryId)}`,
  },
  tv: fixed('/tv'),
  /** The programme guide (issue 18; not in the spec's table). */
  guide: fixed('/guia'),
} as const
