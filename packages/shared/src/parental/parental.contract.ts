import { z } from 'zod'
import { defineRoute } from '../api/define-route'
import type { RouteSpec } from '../api/route'
import { parentalPaths } from './parental.paths'

// Parental control (spec §3 parental_controls, §4, §5 PIN). The PIN is checked by the server only.

/** The user's parental state as this session sees it. */
export const parentalStateSchema = z.object({
  enabled: z.boolean(),
  hasPin: z.boolean(),
  /** ISO time until which this session may see adult content; null without such access. */
  unlockedUntil: z.string().nullable(),
})
export type ParentalState = z.infer<typeof parentalStateSchema>

const pin = z.string().max(32)

/** Off → on: a new PIN and its confirmation, or only the stored PIN when the user has one. */
export const enableParentalRequestSchema = z.object({ pin, confirm: pin.optional() })
export const disableParentalRequestSchema = z.object({ pin })
export const unlockParentalRequestSchema = z.object({ pin })
export const changePinRequestSchema = z.object({ currentPin: pin, newPin: pin, confirm: pin })

export type EnableParentalRequest = z.infer<typeof enableParentalRequestSchema>
export type ChangePinRequest = z.infer<typeof changePinRequestSchema>

/**
 * A refused PIN answer carries the toast title ('PIN Incorreto', 'PIN Fraco'…) beside the usual
 * pt-BR `error`, which is the toast description.
 */
export const parentalFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  title: z.string().optional(),
})

export const PARENTAL_UNLOCK_MS = 60 * 60 * 1000

const parentalAction = <S extends RouteSpec, B extends z.ZodType>(spec: S, body: B) =>
  defineRoute(spec, { body, data: parentalStateSchema, failure: parentalFailureSchema })

/** The routes of parental.paths.ts with their schemas. */
export const parentalRoutes = {
  state: defineRoute(parentalPaths.state, {
    data: parentalStateSchema,
    failure: parentalFailureSchema,
  }),
  enable: parentalAction(parentalPaths.enable, enableParentalRequestSchema),
  disable: parentalAction(parentalPaths.disable, disableParentalRequestSchema),
  change: parentalAction(parentalPaths.change, changePinRequestSchema),
  unlock: parentalAction(parentalPaths.unlock, unlockParentalRequestSchema),
  lock: parentalAction(parentalPaths.lock, z.object({})),
}
