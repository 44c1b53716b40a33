import type { ChangePinRequest } from '@myflix/shared'
import { parentalRequest } from './parental-request'
import { useParentalMutation } from './use-parental-mutation'

/** POST /api/parental/change: the current PIN, then the new one twice. */
export const changePin = (body: ChangePinRequest) => parentalRequest('/change', { body })

export const useChangePin = () => useParentalMutation(changePin)
