import { auth } from './auth'
import { common } from './common'
import { validation } from './validation'

// The one pt-BR catalogue. Each feature owns one namespace file; `t()` keys are typed from this object.
export const ptBR = { common, validation, auth } as const

export type Catalogue = typeof ptBR
