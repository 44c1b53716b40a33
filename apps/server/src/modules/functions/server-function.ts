import type { Context } from 'hono'
import type { RouteDef } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import type { SessionEnv } from '../auth/require-session'

// Types only, so the modules that write functions do not import the router that serves them.

/** Answers one function call; `c.var.user` is the signed-in user. */
export type FunctionHandler = (c: Context<SessionEnv>) => Response | Promise<Response>

/** Builds a handler once, at start-up, from the app's services. */
export type FunctionFactory = (ctx: AppContext) => FunctionHandler

/** One function of spec §7: its route in the shared table and how its handler is built. */
export interface ServerFunction {
  route: RouteDef
  make: FunctionFactory
}
