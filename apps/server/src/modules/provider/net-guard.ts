import { lookup as dnsLookup } from 'node:dns'
import type { LookupAddress, LookupOptions } from 'node:dns'
import { lookup as dnsLookupAsync } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'
import { Agent, buildConnector } from 'undici'
import { ProviderError } from './provider-error'

/** Resolves a host name to every address it has. Injectable so tests never touch real DNS. */
export type Resolver = (hostname: string) => Promise<string[]>

/**
 * Which provider addresses the server may dial. `allowHosts` entries are `host` or `host:port`
 * (`[v6]:port` for IPv6), as in PROVIDER_ALLOW_HOSTS; they bypass the private-address rule.
 */
export type NetPolicy = { allowHosts: readonly string[]; resolve?: Resolver }

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookupAsync(hostname, { all: true, verbatim: true })).map((a) => a.address)

/** Splits a PROVIDER_ALLOW_HOSTS-style value ("a.com, 127.0.0.1:8081") into entries. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

function canonicalHost(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
  if (!ipaddr.isValid(bare)) return bare
  const parsed = ipaddr.parse(bare)
  return (
    ipaddr.IPv6.isValid(bare) && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed
  ).toString()
}

function splitEntry(entry: string): { host: string; port: string | null } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry)
  if (bracketed) return { host: canonicalHost(bracketed[1] ?? ''), port: bracketed[2] ?? null }
  const parts = entry.split(':')
  if (parts.length === 2) return { host: canonicalHost(parts[0] ?? ''), port: parts[1] ?? null }
  return { host: canonicalHost(entry), port: null }
}

function isAllowListed(host: string, port: string | undefined, allowHosts: readonly string[]) {
  const wanted = canonicalHost(host)
  return allowHosts.some((entry) => {
    const allowed = splitEntry(entry)
    return allowed.host === wanted && (allowed.port === null || allowed.port === port)
  })
}

/**
 * True when the server may dial `ip`: only public unicast space. Loopback, private, link-local
 * (cloud metadata), CGNAT, unspecified, multicast, reserved, NAT64/6to4/Teredo (they can wrap
 * any IPv4) are refused; IPv4-mapped IPv6 is judged as the IPv4 it carries. Accepts the odd
 * IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1) because ipaddr.js parses them all.
 */
export function isAddressAllowed(ip: string, allowList: readonly string[] = [], port?: string) {
  const bare = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return false
  if (isAllowListed(bare, port, allowList)) return true
  let address = ipaddr.parse(bare)
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) address = v6.toIPv4Address()
    // ::/96 "IPv4-compatible" (deprecated) reads as unicast in ipaddr.js, yet may tunnel to IPv4.
    else if (v6.parts.slice(0, 6).every((part) => part === 0)) return false
  }
  return address.range() === 'unicast'
}

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80')
}

function blocked(code: string): ProviderError {
  return new ProviderError('blocked-address', { code })
}

/**
 * Decides before dialling: the URL must be http(s), and its host allow-listed or (every address
 * it resolves to) public. The same rule runs again at connect time in the guarded dispatcher.
 */
export async function checkUrl(input: string | URL, policy: NetPolicy): Promise<URL> {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw blocked('bad-url')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw blocked('bad-scheme')
  // WHATWG parsing has already turned 2130706433 / 0177.0.0.1 / 0x7f.1 into 127.0.0.1.
  const host = url.hostname
  const port = defaultPort(url)
  if (isAllowListed(host, port, policy.allowHosts)) return url
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  if (ipaddr.isValid(bare)) {
    if (!isAddressAllowed(bare, policy.allowHosts, port)) throw blocked('private-address')
    return url
  }
  let addresses: string[]
  try {
    addresses = await (policy.resolve ?? systemResolver)(bare)
  } catch {
    throw new ProviderError('unreachable', { code: 'ENOTFOUND' })
  }
  if (addresses.length === 0) throw new ProviderError('unreachable', { code: 'ENOTFOUND' })
  // The allow-list names hosts as written; what a name resolves to is always judged on its own,
  // exactly as the connect-time lookup does.
  if (!addresses.every((a) => isAddressAllowed(a))) throw blocked('private-resolution')
  return url
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** A `net.connect` lookup that refuses when any address of the name is not public. */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, [])
    if (addresses.length === 0 || !addresses.every((a) => isAddressAllowed(a.address)))
      return callback(blocked('connect-time'), [])
    const first = addresses[0] as LookupAddress
    if (options.all) callback(null, addresses)
    else callback(null, first.address, first.family)
  })
}

export type GuardedDispatcherOptions = {
  connectTimeoutMs?: number
  keepAliveTimeoutMs?: number
}

/**
 * An undici Agent that enforces the policy on the address actually dialled, so DNS rebinding
 * (a name that resolved public for checkUrl and private a moment later) cannot slip through.
 */
export function createGuardedDispatcher(
  policy: NetPolicy,
  options: GuardedDispatcherOptions = {},
): Agent {
  const timeout = options.connectTimeoutMs ?? 10_000
  const plain = buildConnector({ timeout })
  const guarded = buildConnector({ timeout, lookup: guardedLookup })
  const connect: buildConnector.connector = (opts, callback) => {
    const port = opts.port || (opts.protocol === 'https:' ? '443' : '80')
    if (isAllowListed(opts.hostname, port, policy.allowHosts)) return plain(opts, callback)
    const bare = opts.hostname.replace(/^\[(.*)\]$/, '$1')
    if (ipaddr.isValid(bare)) {
      if (!isAddressAllowed(bare, policy.allowHosts, port))
        return callback(blocked('connect-time'), null)
      return plain(opts, callback)
    }
    return guarded(opts, callback)
  }
  return new Agent({ connect, keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000 })
}
