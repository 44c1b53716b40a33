import { parentalRequest } from './parental-request'
import { useParentalMutation } from './use-parental-mutation'

/** POST /api/parental/disable with the current PIN. */
export const disableParental = (pin: string) => parentalRequest('/disable', { body: { pin } })

export const useDisableParental = () => useParentalMutation(disableParental)
