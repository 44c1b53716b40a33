import { useParentalMutation } from '@/hooks/use-parental-mutation'
import { changePin, disableParental, enableParental, lockParental } from '@/lib/api/parental'

export const useEnableParental = () => useParentalMutation(enableParental)
export const useDisableParental = () => useParentalMutation(disableParental)
export const useChangePin = () => useParentalMutation(changePin)
export const useLockParental = () => useParentalMutation(lockParental)
