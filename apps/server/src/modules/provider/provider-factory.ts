import ipaddr from 'ipaddr.js'
import type { Dispatcher } from 'undici'
import type { Config } from '../../config/env'
import { createGuardedDispatcher, type NetPolicy } from './net-guard'
import { ProviderError } from './provider-error'
import { createXtreamClient, type XtreamClient } from './xtream.client'
import type { XtreamClientOptions, XtreamCredentials } from './xtream.options'

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

  /**
   * Our own host:port is allow-listed only so the demo panel can be a cloud; the API and the web
   * app behind the same port must never be reachable through a user's cloud address.
   */
  function assertAllowedRequest(origin: URL, path: string): void {
    if (isOwnAddress(origin, config.port) && !(config.demoProvider && isNormalDemoPath(path)))
      throw new ProviderError('blocked-address', { code: 'own-server' })
  }

  function assertAllowedUrl(input: string | URL): void {
    let url: URL
    try {
      url = new URL(input)
    } catch {
      throw new ProviderError('blocked-address', { code: 'bad-url' })
    }
    assertAllowedRequest(url, url.pathname)
  }

  // Checked on every request the dispatcher sends, so a redirect from an allow-listed panel to
  // our own /api is refused as well, not just the address the user typed. The path is taken as
  // sent, never resolved against the origin: `new URL('//api/health', origin)` names host "api".
  const dispatcher = agent.compose((dispatch) => (options, handler) => {
    let origin: URL
    try {
      origin = new URL(options.origin ?? '')
    } catch {
      throw new ProviderError('blocked-address', { code: 'bad-url' })
    }
    assertAllowedRequest(origin, options.path.split(/[?#]/, 1)[0] ?? '')
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

/** Runs the call with a client that is always closed, even when the call throws. */
export async function withClient<T>(
  client: XtreamClient,
  call: (client: XtreamClient) => Promise<T>,
): Promise<T> {
  try {
    return await call(client)
  } finally {
    await client.close()
  }
}

/**
 * The demo panel's path, and only in the form a server reads the same way we do: any `//`, dot
 * segment, backslash or encoded slash or dot could be resolved by the receiver (or a proxy in
 * front of it) to a path outside the panel.
 */
function isNormalDemoPath(path: string): boolean {
  if (path !== DEMO_PATH && !path.startsWith(`${DEMO_PATH}/`)) return false
  if (path.includes('//') || path.includes('\\') || /%(2e|2f|5c)/i.test(path)) return false
  return !path.split('/').some((segment) => segment === '.' || segment === '..')
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
