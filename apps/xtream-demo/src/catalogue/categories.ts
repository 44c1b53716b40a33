export interface Category {
  id: number
  name: string
  adult: boolean
  /** The big catalogue's one huge category, so a client can be tried on a 20,000-title list. */
  huge?: boolean
}

export type ScaleName = 'small' | 'big' | 'huge'
export const SCALE_NAMES: readonly ScaleName[] = ['small', 'big', 'huge']

const VOD = [
  'Ação',
  'Comédia',
  'Drama',
  'Documentários',
  'Infantil',
  'Filmes Nacionais',
  'Ficção Científica',
  'Terror',
  'Romance',
  'Suspense',
  'Lançamentos',
  'Adultos +18',
  'Clássicos',
]
const SERIES = [
  'Séries Nacionais',
  'Drama',
  'Comédia',
  'Policial',
  'Animação',
  'Documentais',
  'Novelas',
  'Reality Show',
]
const LIVE = [
  'Abertos',
  'Esportes',
  'Notícias',
  'Infantil',
  'Filmes 24h',
  'Música',
  'Documentários',
  'Religiosos',
  'XXX Adultos',
]
// The big catalogue spreads its items over more categories, as large real panels do.
const BIG_SUFFIXES = ['', ' | Dublado', ' | Legendado', ' | 4K']
/** Real panels often have one catch-all category holding a fifth of everything. */
export const HUGE_CATEGORY_NAME = 'Todos os Títulos'
export const HUGE_CATEGORY_SHARE = 0.201

/** Category ids live in separate ranges per kind, so a test can tell them apart at a glance. */
export const VOD_CATEGORY_BASE = 100
export const SERIES_CATEGORY_BASE = 200
export const LIVE_CATEGORY_BASE = 300
/** Some items point at this id, which no category list contains (an orphan, as in real captures). */
export const DANGLING_CATEGORY_ID = 999
/** Category left without items on purpose: real panels list empty categories too. */
export const EMPTY_VOD_CATEGORY_NAME = 'Clássicos'

function build(names: string[], base: number, scale: ScaleName): Category[] {
  const suffixes = scale === 'small' ? [''] : BIG_SUFFIXES
  const all: Category[] = []
  for (const suffix of suffixes) {
    for (const name of names) {
      // Only one adult category per kind, whatever the scale, keeps the parental rule easy to test.
      if (suffix !== '' && isAdultName(name)) continue
      all.push({ id: base + all.length + 1, name: `${name}${suffix}`, adult: isAdultName(name) })
    }
  }
  if (scale !== 'small') {
    all.push({ id: base + all.length + 1, name: HUGE_CATEGORY_NAME, adult: false, huge: true })
  }
  return all
}

function isAdultName(name: string): boolean {
  return /adult|xxx/i.test(name)
}

/** The huge catalogue has the big one's categories: only its counts differ. */
export function categoriesFor(scale: ScaleName) {
  const times = scale === 'small' ? 1 : 10
  return {
    vod: build(VOD, VOD_CATEGORY_BASE * times, scale),
    series: build(SERIES, SERIES_CATEGORY_BASE * times, scale),
    live: build(LIVE, LIVE_CATEGORY_BASE * times, scale),
  }
}
