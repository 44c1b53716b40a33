import { parentalRequest } from './parental-request'
import { useParentalMutation } from './use-parental-mutation'

/** POST /api/parental/unlock: 1 hour of access for this session. */
export const unlockParental = (pin: string) => parentalRequest('/unlock', { body: { pin } })

export const useUnlockParental = () => useParentalMutation(unlockParental)
