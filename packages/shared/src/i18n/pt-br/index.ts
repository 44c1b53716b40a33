import { auth } from './auth'
import { catalog } from './catalog'
import { cloud } from './cloud'
import { catalogUi } from './catalog-ui'
import { clouds } from './clouds'
import { common } from './common'
import { guide } from './guide'
import { legal } from './legal'
import { library } from './library'
import { media } from './media'
import { nav } from './nav'
import { parental } from './parental'
import { player } from './player'
import { profile } from './profile'
import { provider } from './provider'
import { pwa } from './pwa'
import { screens } from './screens'
import { security } from './security'
import { server } from './server'
import { titles } from './titles'
import { validation } from './validation'

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
  media,
  catalog,
  catalogUi,
  cloud,
  titles,
  library,
  guide,
  player,
  profile,
  parental,
  security,
  pwa,
} as const

export type Catalogue = typeof ptBR
