import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { sql } from 'kysely'
import { createDemoProvider } from '@myflix/xtream-demo'
import { apiRoutes, t } from '@myflix/shared'
import type { AppContext, AppDeps } from './app-context'
import { isHttps } from './config/env'
import { accessLog } from './lib/access-log'
import { answer } from './lib/contract-answer'
import { jsonCompression } from './lib/json-compression'
import { originGuard } from './lib/origin-guard'
import { securityHeaders } from './lib/security-headers'
import { createThrottle } from './lib/throttle'
import { mountAuthRoutes } from './modules/auth/auth.routes'
import { createAuth, trustedOrigins } from './modules/auth/auth.service'
import { createRequireSession } from './modules/auth/require-session'
import { createSessionCache } from './modules/auth/session-cache'
import { CATALOG_BASE, createCatalogRoutes } from './modules/catalog/catalog.routes'
import { createCatalogService } from './modules/catalog/catalog.service'
import { createSeriesInfoService } from './modules/catalog/series-info'
import { CLOUDS_BASE, createCloudsRoutes } from './modules/clouds/clouds.routes'
import { createCloudsService } from './modules/clouds/clouds.service'
import { FUNCTIONS_BASE, createFunctionsRoutes } from './modules/functions/functions.routes'
import { createGuideStore } from './modules/guide/guide-store'
import { GUIDE_BASE, createGuideRoutes } from './modules/guide/guide.routes'
import { createGuideService } from './modules/guide/guide.service'
import {
  LIBRARY_BASE,
  LIBRARY_BULK_PATHS,
  createLibraryRoutes,
} from './modules/library/library.routes'
import { MEDIA_BASE, createMediaRoutes } from './modules/media/media.routes'
import { PARENTAL_BASE, createParentalRoutes } from './modules/parental/parental.routes'
import { createParentalService } from './modules/parental/parental.service'
import { createProviderFactory } from './modules/provider/provider-factory'
import { createTranscoder } from './modules/transcode/transcode.service'
import { mountWebApp } from './modules/web/web.routes'

const API_BODY_MAX_BYTES = 64 * 1024

export function createApp(deps: AppDeps): { app: Hono; context: AppContext } {
  const { config, db, logger } = deps
  const throttle = createThrottle(db)
  const auth = createAuth({ ...deps, throttle })
  const clouds = createCloudsService(deps)
  const providers = createProviderFactory(config)
  const sessions = createSessionCache()
  const catalog = createCatalogService({ ...deps, clouds, providers })
  const guideStore = createGuideStore({ db, logger, providers })
  const context: AppContext = {
    ...deps,
    auth,
    requireSession: createRequireSession(auth, sessions),
    clouds,
    providers,
    catalog,
    series: createSeriesInfoService({ clouds, providers }),
    guideStore,
    guide: createGuideService({ catalog, providers, store: guideStore, logger }),
    parental: createParentalService(deps),
    throttle,
    transcoder: createTranscoder({
      config,
      logger,
      upstream: {
        policy: providers.policy,
        dispatcher: providers.dispatcher,
        userAgent: providers.userAgent,
      },
    }),
  }
  const app = new Hono()

  app.use(accessLog(logger))
  app.use(securityHeaders(isHttps(config)))
  app.onError((error, c) => {
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json({ success: false, error: t('common.unexpectedError') }, 500)
  })

  // Every API body is a small form or JSON; without a cap an anonymous client could make the
  // server hold a body of any size (better-auth reads its bodies whole).
  const limitBody = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: (c) => c.json({ success: false, error: t('server.bodyTooLarge') }, 413),
  })
  // A GET or HEAD has no body to limit, and asking for one makes @hono/node-server build a whole
  // web Request (headers copied, an AbortSignal): a tenth of a catalogue request's CPU. The
  // library's bulk bodies have a larger cap of their own, applied after the session check.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || LIBRARY_BULK_PATHS.has(c.req.path)
      ? next()
      : limitBody(c, next),
  )
  // better-auth 1.7 lets a foreign Origin through on some of its routes (sign-out), so ours too.
  app.use('/api/*', originGuard(trustedOrigins(config)))
  // Catalogue answers of a few KB cross phone links compressed; media never (it streams bytes).
  app.use('/api/*', jsonCompression({ except: [MEDIA_BASE] }))
  mountAuthRoutes(app, auth, config, sessions)
  const { health } = apiRoutes.system
  app.on(health.method, health.path, async (c) => {
    const ffmpeg = context.transcoder.info()
    try {
      await sql`select 1`.execute(db)
      return answer(c, health, { status: 'ok', ffmpeg })
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable')
      return answer(
        c,
        health,
        { status: 'unavailable', error: t('server.unavailable'), ffmpeg },
        503,
      )
    }
  })
  app.route(FUNCTIONS_BASE, createFunctionsRoutes(context))
  app.route(CLOUDS_BASE, createCloudsRoutes(context))
  app.route(CATALOG_BASE, createCatalogRoutes(context))
  app.route(MEDIA_BASE, createMediaRoutes(context))
  app.route(PARENTAL_BASE, createParentalRoutes(context))
  app.route(LIBRARY_BASE, createLibraryRoutes(context))
  app.route(GUIDE_BASE, createGuideRoutes(context))
  app.all('/api/*', (c) => c.json({ success: false, error: t('server.notFound') }, 404))

  if (config.demoProvider)
    app.route('/demo-xtream', createDemoProvider({ control: config.demoProviderControl }))
  mountWebApp(app, config.webDist)
  return { app, context }
}
