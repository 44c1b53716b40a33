import { t } from '@myflix/shared'
import type { GuideStatus } from '@myflix/shared'
import { isProviderError } from '../provider/provider-error'
import type { GuideSourceRow } from './guide.repository'
import { XmltvError } from './xmltv-parser'

/** Why an ingest failed, as stored in guide_sources.error (a code, so it reads in any language). */
export type GuideFailure = 'too-large' | 'timeout' | 'invalid' | 'unsafe' | 'encoding' | 'failed'

export function failureOf(error: unknown): GuideFailure {
  if (error instanceof XmltvError) {
    if (error.kind === 'malformed') return 'invalid'
    return error.kind
  }
  if (isProviderError(error)) {
    if (error.kind === 'too-large' || error.kind === 'timeout') return error.kind
    if (error.kind === 'invalid-answer') return 'invalid'
  }
  return 'failed'
}

function failureText(code: string): string {
  switch (code) {
    case 'too-large':
      return t('guide.status.tooLarge')
    case 'timeout':
      return t('guide.status.timeout')
    case 'invalid':
      return t('guide.status.invalid')
    case 'unsafe':
      return t('guide.status.unsafe')
    case 'encoding':
      return t('guide.status.encoding')
    default:
      return t('guide.status.failed')
  }
}

/**
 * The status the browser reads. The rule for `source`: 'xmltv' while a guide with programmes is
 * served; 'short-epg' whenever none is (xmltv.php failed before any guide was stored, or it
 * answered a guide with no programme in the window), which tells the serving side to ask
 * get_short_epg per visible channel instead. An empty guide replaces the one before it (the
 * provider says it has none now); a failed refresh keeps it: `failed` with the pt-BR reason, and
 * the old guide's counts and source.
 */
export function describeGuide(row: GuideSourceRow | null, ingesting: boolean): GuideStatus {
  const attempted = row !== null && row.attemptedAt !== null
  if (!attempted)
    return {
      state: ingesting || row?.leased ? 'loading' : 'none',
      source: null,
      updated_at: null,
      channels: 0,
      programmes: 0,
      error: null,
    }
  const served = row.version > 0
  return {
    state: row.error === null ? 'ready' : 'failed',
    source: served && row.programmes > 0 ? 'xmltv' : 'short-epg',
    updated_at: served ? row.updatedAt : null,
    channels: served ? row.channels : 0,
    programmes: served ? row.programmes : 0,
    error: row.error === null ? null : failureText(row.error),
  }
}
