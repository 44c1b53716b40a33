import { z } from 'zod'

/**
 * Every JSON answer of our API, as the spec's functions answer: `success`, and `data` or a pt-BR `error`
 * the client can show as it is.
 */
export const okSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data })

export const failureSchema = z.object({ success: z.literal(false), error: z.string() })
export type Failure = z.infer<typeof failureSchema>

export type Envelope<T> = { success: true; data: T } | Failure
