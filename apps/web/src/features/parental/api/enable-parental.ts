import type { EnableParentalRequest } from '@myflix/shared'
import { parentalRequest } from './parental-request'
import { useParentalMutation } from './use-parental-mutation'

/** POST /api/parental/enable: a new PIN twice, or the stored PIN alone. */
export const enableParental = (body: EnableParentalRequest) => parentalRequest('/enable', { body })

export const useEnableParental = () => useParentalMutation(enableParental)
