/**
 * The navigation state of /carregamento-nuvem when the app's start (the splash) opened it: the load
 * then goes on to /home, as spec §4's "Process cloud" says, instead of through 'Sucesso!'.
 */
export const FROM_START = { from: 'start' } as const

export const openedByStart = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'from' in state && state.from === FROM_START.from
