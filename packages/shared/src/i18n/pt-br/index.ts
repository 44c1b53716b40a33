import { auth } from './auth'
import { catalog } from './catalog'
import { catalogUi } from './catalog-ui'
import { cloud } from './cloud'
import { clouds } from './clouds'
import { common } from './common'
import { legal } from './legal'
import { media } from './media'
import { nav } from './nav'
import { parental } from './parental'
import { profile } from './profile'
import { provider } from './provider'
import { screens } from './screens'
import { server } from './server'
import { titles } from './titles'
import { validation } from './validation'
import { player } from './player'

// The one pt-BR catalogue. Each feature owns one namespace file; `t()` keys are typed from this object.
export const ptBR = {
  common,
  validation,
  auth,
  provider,
  nav,
  screens,
  legal,
  server,
  clouds,
  catalog,
  media,
  catalogUi,
  cloud,
  titles,
  profile,
  parental,
  player,
} as const

export type Catalogue = typeof ptBR
