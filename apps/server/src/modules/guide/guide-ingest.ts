import { CATCHUP_MAX_DAYS, GUIDE_DAYS_AHEAD } from '@myflix/shared'
import type { XtreamClient } from '../provider/xtream.client'
import { ChunkWriter } from './guide-chunks'
import type { ChunkWriterLimits } from './guide-chunks'
import { GuideIndexBuilder } from './guide-index'
import type { CompactGuideIndex } from './guide-index'
import type { GuideRepository } from './guide.repository'
import { parseXmltv, XmltvError } from './xmltv-parser'
import { zoneOffset } from '../../lib/zone-offset'

const DAY = 24 * 60 * 60

export interface GuideIngestLimits extends ChunkWriterLimits {
  maxCompressedBytes: number
  maxBytes: number
  totalTimeoutMs: number
  maxProgrammes: number
  /** Characters of distinct titles held in memory. */
  maxTitleChars: number
}

export interface GuideIngestJob {
  client: XtreamClient
  repository: GuideRepository
  scope: string
  /** The version this ingest writes (from the lease). */
  version: number
  timezone: string | null
  archiveDays: number
  limits: GuideIngestLimits
  signal: AbortSignal
  /** Unix seconds: the window's reference and the guide's updated_at. */
  now: number
}

/** The window kept: from the longest catch-up (at least a day) back to GUIDE_DAYS_AHEAD ahead. */
export function guideWindow(now: number, archiveDays: number): { from: number; to: number } {
  const back = Math.min(CATCHUP_MAX_DAYS, Math.max(1, Math.ceil(archiveDays) || 1))
  return { from: now - back * DAY, to: now + GUIDE_DAYS_AHEAD * DAY }
}

/**
 * Fetches, parses and stores one version of a guide, and builds its index on the way (so the
 * ingesting instance serves it without reading it back). Throws ProviderError or XmltvError; what
 * it wrote is the caller's to publish or drop.
 */
export async function ingestGuide(job: GuideIngestJob): Promise<CompactGuideIndex> {
  const { limits } = job
  const { from, to } = guideWindow(job.now, job.archiveDays)
  const builder = new GuideIndexBuilder()
  const writer = new ChunkWriter(job.repository, job.scope, job.version, limits)
  await job.client.xmltv(
    (xml) =>
      parseXmltv(xml, {
        zone: zoneOffset(job.timezone),
        from,
        to,
        maxProgrammes: limits.maxProgrammes,
        onProgramme(programme) {
          const channel = builder.add(
            programme.channel,
            programme.start,
            programme.end,
            programme.title,
          )
          writer.add(
            channel,
            programme.channel,
            programme.start,
            programme.end,
            programme.title,
            programme.description,
          )
          if (builder.distinctTitleChars > limits.maxTitleChars)
            throw new XmltvError('too-large', 'too many distinct titles')
        },
        drain: (chars) => writer.drain(chars),
      }),
    {
      signal: job.signal,
      maxCompressedBytes: limits.maxCompressedBytes,
      maxBytes: limits.maxBytes,
      totalTimeoutMs: limits.totalTimeoutMs,
    },
  )
  await writer.flush()
  return builder.finish(job.now, job.version)
}
