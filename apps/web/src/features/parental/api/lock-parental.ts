import { parentalRequest } from './parental-request'
import { useParentalMutation } from './use-parental-mutation'

/** POST /api/parental/lock: ends this session's temporary access now. */
export const lockParental = () => parentalRequest('/lock', { body: {} })

export const useLockParental = () => useParentalMutation(lockParental)
