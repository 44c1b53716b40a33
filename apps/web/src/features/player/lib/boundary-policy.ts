/**
 * The player error boundary, one reading of spec §4's two variants (the second, stricter one):
 * a DOM error (React losing a node the video library moved) is retried automatically once, after
 * 200 ms (500 ms on phones); an error that comes back within the 2 s cooldown is not retried again.
 * Then phones wait out a 10 s recovery state ('Sistema em recuperação') before the error card;
 * desktops show the card at once. Any other error shows the card directly. A manual retry resets all.
 */
export const BOUNDARY_LIMITS = {
  maxAutoRetries: 1,
  retryDelayMs: 200,
  mobileRetryDelayMs: 500,
  cooldownMs: 2_000,
  recoveryMs: 10_000,
} as const

export type BoundaryErrorKind = 'dom' | 'player'

export interface BoundaryMemory {
  retries: number
  lastRetryAt: number | null
}

export type BoundaryDecision =
  { action: 'retry'; delayMs: number } | { action: 'recover'; ms: number } | { action: 'show' }

export const freshBoundaryMemory: BoundaryMemory = { retries: 0, lastRetryAt: null }

const DOM_MESSAGE = /removeChild|insertBefore|not a child of this node|on 'Node'|appendChild/i

export function classifyBoundaryError(error: unknown): BoundaryErrorKind {
  if (!(error instanceof Error)) return 'player'
  if (error.name === 'NotFoundError' || error.name === 'HierarchyRequestError') return 'dom'
  return DOM_MESSAGE.test(error.message) ? 'dom' : 'player'
}

export function decideBoundary(
  memory: BoundaryMemory,
  { kind, mobile, now }: { kind: BoundaryErrorKind; mobile: boolean; now: number },
): { decision: BoundaryDecision; memory: BoundaryMemory } {
  const cooled =
    memory.lastRetryAt !== null && now - memory.lastRetryAt > BOUNDARY_LIMITS.cooldownMs
  const retries = cooled ? 0 : memory.retries
  if (kind === 'dom' && retries < BOUNDARY_LIMITS.maxAutoRetries) {
    const delayMs = mobile ? BOUNDARY_LIMITS.mobileRetryDelayMs : BOUNDARY_LIMITS.retryDelayMs
    return {
      decision: { action: 'retry', delayMs },
      memory: { retries: retries + 1, lastRetryAt: now },
    }
  }
  const next = { retries, lastRetryAt: memory.lastRetryAt }
  if (kind === 'dom' && mobile)
    return { decision: { action: 'recover', ms: BOUNDARY_LIMITS.recoveryMs }, memory: next }
  return { decision: { action: 'show' }, memory: next }
}
