import { useParentalSync } from '../hooks/use-parental-sync'

/** Renders nothing; mounted once in the signed-in layout to keep the parental state in step. */
export function ParentalSync() {
  useParentalSync()
  return null
}
