import { createRequire } from 'node:module'
import { pino, type DestinationStream, type Logger } from 'pino'
import type { LogLevel } from '../config/env'

export type { Logger }

// Spec §5 lists password, token, secret, key, auth and credential; 'pass' is added because the cloud
// password field is named xtreamPass.
const SENSITIVE_NAME = /pass|token|secret|key|auth|credential/i
export const REDACTED = '[redacted]'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/** A copy of `value` with every sensitive field, at any depth, replaced by '[redacted]'. */
export function redactSensitive(value: unknown, seen = new WeakSet<object>()): unknown {
  if (Array.isArray(value)) {
    if (seen.has(value)) return '[circular]'
    seen.add(value)
    return value.map((item) => redactSensitive(item, seen))
  }
  if (!isPlainObject(value)) return value
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  const copy: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value)) {
    copy[name] = SENSITIVE_NAME.test(name) ? REDACTED : redactSensitive(field, seen)
  }
  return copy
}

export interface LoggerOptions {
  level: LogLevel
  /** Human-readable lines (pino-pretty) instead of JSON, for a terminal. */
  pretty?: boolean
  /** Where JSON lines go (tests capture them); standard output otherwise. */
  destination?: DestinationStream
}

const ERROR_LEVEL = 50

export function createLogger({ level, pretty = false, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: undefined,
    // Walks each logged object. Child-logger bindings are not walked (pino resets that formatter for
    // children), so bindings must never carry secrets.
    formatters: {
      log: (object: Record<string, unknown>) => redactSensitive(object) as Record<string, unknown>,
    },
  }
  if (destination) return pino(options, destination)
  if (pretty && canPrettyPrint()) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    })
  }
  // Written asynchronously: a synchronous write(2) per access-log line was a system call on every
  // request. Lines that arrive while a write is under way go out together with the next one; pino
  // writes what is left when the process exits. Errors are pushed out at once.
  const stream = pino.destination({ dest: 1, sync: false })
  return pino(
    {
      ...options,
      hooks: {
        logMethod(args, method, logLevel) {
          method.apply(this, args)
          if (logLevel >= ERROR_LEVEL) stream.flush()
        },
      },
    },
    stream,
  )
}

// pino-pretty is a dev dependency; an install without dev dependencies logs JSON instead of failing.
function canPrettyPrint(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}
