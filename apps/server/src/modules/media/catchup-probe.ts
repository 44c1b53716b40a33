import type { Logger } from '../../lib/logger'
import { createTtlCache } from '../../lib/ttl-cache'
import type { CloudsService } from '../clouds/clouds.types'
import type { TimeshiftForm } from '../provider/timeshift-url'
import { startsLikePlaylist } from './hls-playlist'
import { BodySource, asProviderError, openUpstream } from './media-upstream'
import type { UpstreamDeps } from './media-upstream'

// Panels answer one catch-up form or another (REST or legacy php; m3u8 where the account allows
// HLS). Which one is only known by asking, so the first catch-up of a cloud tries them in order and
// the winner is remembered for that cloud.

export interface CatchupForm {
  form: TimeshiftForm
  extension: 'm3u8' | 'ts'
}

/** A winner is asked again after a day: panels change, and a day costs one probe. */
const PROBE_MEMORY_MS = 24 * 60 * 60 * 1000
const PROBE_MEMORY_MAX = 1000
/** Per form, status line and first bytes together: archive answers start at once or not at all. */
const PROBE_TIMEOUT_MS = 8_000
/** Enough for '#EXTM3U' after a byte order mark; a ts answer is judged on its first byte. */
const HEAD_BYTES = 16
const TS_SYNC_BYTE = 0x47

/**
 * The forms tried, best first: REST m3u8 when the account allows HLS (hls.js seeks in it), then
 * REST ts, then the legacy script, which only answers ts.
 */
export function catchupForms(allowed: readonly string[]): CatchupForm[] {
  const hls = allowed.some((format) => format.toLowerCase() === 'm3u8')
  return [
    ...(hls ? [{ form: 'rest', extension: 'm3u8' } as const] : []),
    { form: 'rest', extension: 'ts' },
    { form: 'php', extension: 'ts' },
  ]
}

/** Whether the first bytes are what the form promised: a playlist, or an MPEG-TS packet. */
function looksLike(extension: CatchupForm['extension'], head: Uint8Array): boolean {
  return extension === 'm3u8' ? startsLikePlaylist(head) : head[0] === TS_SYNC_BYTE
}

export type ProbeOutcome = { ok: true } | { ok: false; status?: number; kind?: string }

/**
 * Asks the panel for one catch-up address through the guarded media HTTP (SSRF guard on every hop)
 * and hangs up as soon as the first bytes are in: panels count every open connection.
 */
export async function probeAddress(
  url: URL,
  extension: CatchupForm['extension'],
  upstream: UpstreamDeps,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let source: BodySource | undefined
  try {
    const answer = await openUpstream(
      url,
      {
        method: 'GET',
        headers: {},
        signal: controller.signal,
        headersTimeoutMs: timeoutMs,
        bodyTimeoutMs: timeoutMs,
      },
      upstream,
    )
    source = new BodySource(answer.body)
    if (answer.status !== 200 && answer.status !== 206) return { ok: false, status: answer.status }
    return looksLike(extension, await source.readHead(HEAD_BYTES))
      ? { ok: true }
      : { ok: false, status: answer.status, kind: 'unexpected-body' }
  } catch (error) {
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : asProviderError(error).kind }
  } finally {
    clearTimeout(timer)
    source?.discard()
    controller.abort()
  }
}

export interface CatchupProbeDeps {
  upstream: UpstreamDeps
  clouds: Pick<CloudsService, 'onChange'>
  logger: Logger
  timeoutMs?: number
}

/** Thrown inside the memory's loader so that a probe nobody passed is not remembered. */
class NoForm extends Error {}

export function createCatchupProbe(deps: CatchupProbeDeps) {
  const winners = createTtlCache<CatchupForm>({
    ttlMs: PROBE_MEMORY_MS,
    maxEntries: PROBE_MEMORY_MAX,
  })
  deps.clouds.onChange(({ cloudId }) => winners.dropPrefix(cloudId))

  async function probe(
    cloudId: string,
    forms: CatchupForm[],
    addressOf: (form: CatchupForm) => URL,
  ): Promise<CatchupForm> {
    const tried: Array<CatchupForm & ProbeOutcome> = []
    for (const form of forms) {
      const outcome = await probeAddress(
        addressOf(form),
        form.extension,
        deps.upstream,
        deps.timeoutMs,
      )
      // The form and the outcome only: the address holds the provider password.
      deps.logger.debug({ cloudId, ...form, ...outcome }, 'media: catch-up probe')
      if (outcome.ok) return form
      tried.push({ ...form, ...outcome })
    }
    deps.logger.warn({ cloudId, tried }, 'media: no catch-up form answered')
    throw new NoForm()
  }

  return {
    /**
     * The catch-up form this cloud answers: the remembered one, or the first of `catchupForms`
     * that answers `addressOf(form)` (the programme asked for); null when none does, and then
     * nothing is remembered. Concurrent first asks of one cloud share a single probe.
     */
    async formOf(
      cloudId: string,
      allowed: readonly string[],
      addressOf: (form: CatchupForm) => URL,
    ): Promise<CatchupForm | null> {
      try {
        return await winners.get(cloudId, () => probe(cloudId, catchupForms(allowed), addressOf))
      } catch (error) {
        if (error instanceof NoForm) return null
        throw error
      }
    },
  }
}

export type CatchupProbe = ReturnType<typeof createCatchupProbe>
