import { apiRoutes, joinIssues, t } from '@myflix/shared'
import { answer } from '../../lib/contract-answer'
import type { FunctionFactory, ServerFunction } from '../functions/server-function'
import { isProviderError, type ProviderError } from '../provider/provider-error'
import { withClient, type ClientTuning } from '../provider/provider-factory'
import { cloudFormInput } from './cloud-form-input'

// The user waits on the form: one try, and a shorter budget than catalogue loads get.
const VALIDATION_TUNING: ClientTuning = {
  retries: 0,
  headersTimeoutMs: 20_000,
  totalTimeoutMs: 30_000,
}
const VALIDATION_WINDOW_MS = 60_000
const route = apiRoutes.clouds.validate

/**
 * What validar-nuvem tells the browser about a refusal: one fixed text per kind the user can act
 * on. The panel's HTTP status and what its answer looked like are not among them: for any address
 * a user types they would make this a probe of other people's servers (the log keeps them).
 */
function validationMessage(error: ProviderError): string {
  switch (error.kind) {
    case 'http':
    case 'invalid-answer':
    case 'too-large':
      return t('clouds.validateFailed')
    default:
      return error.toUserMessage()
  }
}

/**
 * validar-nuvem { nuvemData }: the form rules, then the panel itself — the account call decides
 * on the credentials and the line's status, and live categories (spec §5: "the first call must be
 * ok") on whether the catalogue will load. At most VALIDATION_RATE_LIMIT_MAX calls a minute per
 * user, counted across instances. Never logs the password or a URL carrying it.
 */
const validateCloudFunction: FunctionFactory = ({ providers, logger, throttle, config }) => {
  return async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const form = typeof body === 'object' && body !== null ? (body as { nuvemData?: unknown }) : {}
    const request = route.body.safeParse({ nuvemData: cloudFormInput(form.nuvemData) })
    if (!request.success)
      return answer(c, route, { success: false, error: joinIssues(request.error) }, 400)
    const userId = c.var.user.id
    const used = await throttle.hit(`validar-nuvem\n${userId}`, VALIDATION_WINDOW_MS)
    if (used.count > config.validationRateLimitMax) {
      c.header(
        'retry-after',
        String(Math.max(1, Math.ceil((used.resetAt.getTime() - Date.now()) / 1000))),
      )
      return answer(c, route, { success: false, error: t('clouds.validateTooMany') }, 429)
    }
    const { xtreamURL, xtreamUser, xtreamPass } = request.data.nuvemData
    try {
      const client = providers.forCloud(
        { baseUrl: xtreamURL, username: xtreamUser, password: xtreamPass },
        VALIDATION_TUNING,
      )
      await withClient(client, async (panel) => {
        await panel.accountInfo()
        await panel.liveCategories().catch((error: unknown) => {
          // A panel answering something other than a list still loads (as an empty list).
          if (isProviderError(error) && error.reason === 'not-a-list') return
          throw error
        })
      })
      return answer(c, route, { success: true })
    } catch (error) {
      if (!isProviderError(error)) throw error
      logger.info(
        { userId, kind: error.kind, status: error.status, reason: error.reason },
        'cloud refused',
      )
      return answer(c, route, { success: false, error: validationMessage(error) })
    }
  }
}

export const cloudFunctions: ServerFunction[] = [{ route, make: validateCloudFunction }]
