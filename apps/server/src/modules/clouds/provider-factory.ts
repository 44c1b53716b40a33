import ipaddr from 'ipaddr.js'
import type { Dispatcher } from 'undici'
import type { Config } from '../../config/env'
import { createGuardedDispatcher, type NetPolicy } from '../provider/net-guard'
import { ProviderError } from '../provider/provider-error'
import { createXtreamClient, type XtreamClient } from '../provider/xtream.client'
import type { XtreamClientOptions, XtreamCredentials } from '../provider/xtream.client'

/** Per-use tuning; the network policy, dispatcher and User-Agent are the factory's own. */
export type ClientTuning = Pick<
  XtreamClientOptions,
  'retries' | 'headersTimeoutMs' | 'totalTimeoutMs' | 'maxBytes' | 'now'
>

/** Only this path of our own host:port may be used as a provider: the mounted demo panel. */
export const DEMO_PATH = '/demo-xtream'

export interface ProviderFactory {
  /**
   * A client for these credentials over the shared guarded dispatcher. Throws
   * ProviderError('blocked-address') for an address of this very server outside the demo panel.
   */
  forCloud(credentials: XtreamCredentials, tuning?: ClientTuning): XtreamClient
  /** The policy every provider request (the media proxy's too) must be checked against. */
  readonly policy: NetPolicy
  /** The one process-wide guarded dispatcher; it also refuses our own host outside the demo. */
  readonly dispatcher: Dispatcher
  readonly userAgent: string
  /** Throws ProviderError('blocked-address') when the URL is this server outside the demo panel. */
  assertAllowedUrl(url: string | URL): void
  close(): Promise<void>
}

export type ProviderFactoryConfig = Pick<
  Config,
  'providerAllowHosts' | 'providerUserAgent' | 'demoProvider' | 'port'
>

export function createProviderFactory(config: ProviderFactoryConfig): ProviderFactory {
  const ownHosts = config.demoProvider
    ? [`localhost:${config.port}`, `127.0.0.1:${config.port}`, `[::1]:${config.port}`]
    : []
  const policy: NetPolicy = { allowHosts: [...config.providerAllowHosts, ...ownHosts] }
  const agent = createGuardedDispatcher(policy)

  function assertAllowedUrl(input: string | URL): void {
    let url: URL
    try {
      url = new URL(input)
    } catch {
      throw new ProviderError('blocked-address', { code: 'bad-url' })
    }
    // Our own host:port is allow-listed only so the demo panel can be a cloud; the API and the web
    // app behind the same port must never be reachable through a user's cloud address.
    if (isOwnAddress(url, config.port) && !(config.demoProvider && isDemoPath(url.pathname)))
      throw new ProviderError('blocked-address', { code: 'own-server' })
  }

  // Checked on every request the dispatcher sends, so a redirect from an allow-listed panel to
  // our own /api is refused as well, not just the address the user typed.
  const dispatcher = agent.compose((dispatch) => (options, handler) => {
    assertAllowedUrl(new URL(options.path, options.origin))
    return dispatch(options, handler)
  })

  return {
    policy,
    dispatcher,
    userAgent: config.providerUserAgent,
    assertAllowedUrl,
    forCloud(credentials, tuning = {}) {
      assertAllowedUrl(credentials.baseUrl)
      return createXtreamClient(credentials, {
        ...tuning,
        policy,
        dispatcher,
        userAgent: config.providerUserAgent,
      })
    },
    // Idempotent: the server closes it on shutdown, and a test may have closed it already. Destroy,
    // not close: close waits for calls in flight, and a stalled panel held shutdown for 30 s.
    close: () => (agent.closed || agent.destroyed ? Promise.resolve() : agent.destroy()),
  }
}

function isDemoPath(pathname: string): boolean {
  return pathname === DEMO_PATH || pathname.startsWith(`${DEMO_PATH}/`)
}

/** Any loopback spelling on our port (the guard canonicalises ::ffff:127.0.0.1 the same way). */
function isOwnAddress(url: URL, port: number): boolean {
  const urlPort = url.port || (url.protocol === 'https:' ? '443' : '80')
  if (urlPort !== String(port)) return false
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (!ipaddr.isValid(host)) return false
  const address = ipaddr.process(host)
  return address.range() === 'loopback' || address.range() === 'unspecified'
}
