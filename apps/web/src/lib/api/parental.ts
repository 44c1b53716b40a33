import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiPaths,
  t,
  type ChangePinRequest,
  type EnableParentalRequest,
  type ParentalState,
} from '@myflix/shared'
import { defineEndpoint, fetchEndpoint } from './endpoint'

// Parental control. Every answer is the session's state; every refusal becomes a toast, so one
// the server did not explain still gets a title and a text.
const refusal = { title: t('parental.errorTitle'), message: t('parental.saveError') }

export const parentalStateEndpoint = defineEndpoint({
  route: apiPaths.parental.state,
  call: (_: void) => ({ params: {} }),
  refusal,
})

/** A new PIN twice, or the stored PIN alone. */
export const enableParentalEndpoint = defineEndpoint({
  route: apiPaths.parental.enable,
  call: (body: EnableParentalRequest) => ({ params: {}, body }),
  refusal,
})

export const disableParentalEndpoint = defineEndpoint({
  route: apiPaths.parental.disable,
  call: (pin: string) => ({ params: {}, body: { pin } }),
  refusal,
})

/** The current PIN, then the new one twice. */
export const changePinEndpoint = defineEndpoint({
  route: apiPaths.parental.change,
  call: (body: ChangePinRequest) => ({ params: {}, body }),
  refusal,
})

/** One hour of access for this session. */
export const unlockParentalEndpoint = defineEndpoint({
  route: apiPaths.parental.unlock,
  call: (pin: string) => ({ params: {}, body: { pin } }),
  refusal,
})

/** Ends this session's temporary access now. */
export const lockParentalEndpoint = defineEndpoint({
  route: apiPaths.parental.lock,
  call: (_: void) => ({ params: {}, body: {} }),
  refusal,
})

export const parentalKeys = {
  all: ['parental'] as const,
  state: () => ['parental'] as const,
}

export const getParental = (signal?: AbortSignal): Promise<ParentalState> =>
  fetchEndpoint(parentalStateEndpoint, undefined, signal)

export const parentalQueryOptions = () =>
  queryOptions({ queryKey: parentalKeys.state(), queryFn: ({ signal }) => getParental(signal) })

export const useParental = () => useQuery(parentalQueryOptions())

export const enableParental = (body: EnableParentalRequest) =>
  fetchEndpoint(enableParentalEndpoint, body)
export const disableParental = (pin: string) => fetchEndpoint(disableParentalEndpoint, pin)
export const changePin = (body: ChangePinRequest) => fetchEndpoint(changePinEndpoint, body)
export const unlockParental = (pin: string) => fetchEndpoint(unlockParentalEndpoint, pin)
export const lockParental = () => fetchEndpoint(lockParentalEndpoint, undefined)
