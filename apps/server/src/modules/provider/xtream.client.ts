import type {
  AccountInfo,
  CatalogItem,
  Category,
  ContentType,
  EpgEntry,
  SeriesInfo,
} from '@myflix/shared'
import type { Dispatcher } from 'undici'
import { createGuardedDispatcher } from './net-guard'
import { COUNT_MAX } from './text-limits'
import { httpAnswer, providerGet, providerRequest, readAll } from './provider-http'
import type { HttpSettings } from './provider-http'
import { normaliseAccount } from './xtream-account.normalise'
import { normaliseEpg, normaliseSeriesInfo, normaliseVodInfo } from './xtream-info.normalise'
import {
  categoryRows,
  normaliseList,
  normaliseListSlices,
  feedListSlices,
  requestId,
  seriesRows,
  streamRows,
} from './xtream.normalise'
import { parseAnswer } from './xtream-answer'
import type { ItemDraft, ItemSink, ListResult, RowReader } from './xtream.normalise'
import { openBody } from './xtream.list-reader'
import { consumeXmltv } from './xmltv-body'
import { XMLTV_DEFAULTS, XTREAM_DEFAULTS } from './xtream.options'
import type {
  CallOptions,
  XmltvOptions,
  XtreamClientOptions,
  XtreamCredentials,
} from './xtream.options'
import type { XmltvBodyLimits } from './xmltv-body'
import { buildStreamUrl, normaliseBaseUrl } from './xtream.url'
import type { StreamKind } from './xtream.url'
import { buildTimeshiftUrl } from './timeshift-url'
import type { TimeshiftRequest } from './timeshift-url'

export type XtreamClient = ReturnType<typeof createXtreamClient>

/**
 * A defensive client for one provider account. List methods throw ProviderError('invalid-answer',
 * reason 'not-a-list') when the panel answers something other than a list: the caller applies
 * spec §5 ("a non-list is stored as an empty list") where it wants to.
 */
export function createXtreamClient(
  credentials: XtreamCredentials,
  options: XtreamClientOptions = {},
) {
  const base = normaliseBaseUrl(credentials.baseUrl)
  const policy = options.policy ?? { allowHosts: [] }
  const ownDispatcher = options.dispatcher
    ? null
    : createGuardedDispatcher(policy, { connectTimeoutMs: options.connectTimeoutMs })
  const pick = <K extends keyof typeof XTREAM_DEFAULTS>(key: K) =>
    options[key] ?? XTREAM_DEFAULTS[key]
  const settings: HttpSettings = {
    policy,
    dispatcher: options.dispatcher ?? (ownDispatcher as Dispatcher),
    userAgent: pick('userAgent'),
    headersTimeoutMs: pick('headersTimeoutMs'),
    totalTimeoutMs: pick('totalTimeoutMs'),
    maxBytes: pick('maxBytes'),
    retries: pick('retries'),
    retryBaseMs: pick('retryBaseMs'),
    retryMaxMs: pick('retryMaxMs'),
    maxRedirects: pick('maxRedirects'),
    maxConcurrentPerHost: pick('maxConcurrentPerHost'),
  }
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))

  function apiUrl(action: string | null, params: Record<string, string> = {}): URL {
    const url = new URL(`${base}/player_api.php`)
    url.searchParams.set('username', credentials.username)
    url.searchParams.set('password', credentials.password)
    if (action) url.searchParams.set('action', action)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    return url
  }

  async function call(
    action: string | null,
    params: Record<string, string>,
    call: CallOptions,
  ): Promise<unknown> {
    const answer = await providerGet(apiUrl(action, params), settings, call.signal)
    return parseAnswer(answer, action === null)
  }

  /**
   * A list (categories too: a panel's names can be megabytes): a JSON array is normalised slice by
   * slice as it arrives (xtream.list-reader), anything else is read whole and judged like any
   * answer.
   */
  function callList<T>(
    action: string,
    params: Record<string, string>,
    call: CallOptions,
    rows: RowReader<T>,
  ): Promise<ListResult<T>> {
    return providerRequest(
      apiUrl(action, params),
      settings,
      async (res) => {
        if (res.status < 200 || res.status >= 300)
          return normaliseList(rows, parseAnswer(await readAll(res), false))
        const body = await openBody(res.chunks)
        if (body.kind === 'list') return normaliseListSlices(rows, body.slices)
        return normaliseList(rows, parseAnswer(httpAnswer(res.status, body.bytes), false))
      },
      call.signal,
    )
  }

  /**
   * A list whose items go to `sink` as they are read, never all held here (issue 22: a panel's
   * 240,000 films as objects outweighed everything else). An answer that is not a JSON array is
   * read whole and judged as by callList; its items, if any, go to the sink too.
   */
  function feedList<T>(
    action: string,
    rows: RowReader<T>,
    sink: ItemSink<T>,
    call: CallOptions,
  ): Promise<{ failures: number }> {
    const whole = (value: unknown) => {
      const list = normaliseList(rows, value)
      list.items.forEach(sink)
      return { failures: list.failures }
    }
    return providerRequest(
      apiUrl(action, {}),
      settings,
      async (res) => {
        if (res.status < 200 || res.status >= 300)
          return whole(parseAnswer(await readAll(res), false))
        const body = await openBody(res.chunks)
        if (body.kind === 'list') return feedListSlices(rows, body.slices, sink)
        return whole(parseAnswer(httpAnswer(res.status, body.bytes), false))
      },
      call.signal,
    )
  }

  const filter = (categoryId?: string | number): Record<string, string> =>
    categoryId === undefined ? {} : { category_id: requestId(categoryId) }

  return {
    baseUrl: base,

    async accountInfo(opts: CallOptions = {}): Promise<AccountInfo> {
      return normaliseAccount(await call(null, {}, opts), now())
    },
    async liveCategories(opts: CallOptions = {}): Promise<ListResult<Category>> {
      return callList('get_live_categories', {}, opts, categoryRows)
    },
    async vodCategories(opts: CallOptions = {}): Promise<ListResult<Category>> {
      return callList('get_vod_categories', {}, opts, categoryRows)
    },
    async seriesCategories(opts: CallOptions = {}): Promise<ListResult<Category>> {
      return callList('get_series_categories', {}, opts, categoryRows)
    },
    async liveStreams(categoryId?: string | number, opts: CallOptions = {}) {
      return callList('get_live_streams', filter(categoryId), opts, streamRows('live'))
    },
    async vodStreams(categoryId?: string | number, opts: CallOptions = {}) {
      return callList('get_vod_streams', filter(categoryId), opts, streamRows('movie'))
    },
    async series(categoryId?: string | number, opts: CallOptions = {}) {
      return callList('get_series', filter(categoryId), opts, seriesRows)
    },
    /** Every item of a type's full list, given to `sink` as it is read (not de-duplicated). */
    async feedItems(
      type: ContentType,
      sink: ItemSink<CatalogItem>,
      opts: CallOptions = {},
    ): Promise<{ failures: number }> {
      if (type === 'movie') return feedList('get_vod_streams', streamRows('movie'), sink, opts)
      if (type === 'series') return feedList('get_series', seriesRows, sink, opts)
      return feedList('get_live_streams', streamRows('live'), sink, opts)
    },
    /** null when the provider does not know the show (or it is outside the user's bouquet). */
    async seriesInfo(
      seriesId: string | number,
      opts: CallOptions = {},
    ): Promise<SeriesInfo | null> {
      const valid = requestId(seriesId)
      return normaliseSeriesInfo(await call('get_series_info', { series_id: valid }, opts), valid)
    },
    /** null when the provider does not know the film. */
    async vodInfo(vodId: string | number, opts: CallOptions = {}): Promise<ItemDraft | null> {
      const valid = requestId(vodId)
      return normaliseVodInfo(await call('get_vod_info', { vod_id: valid }, opts), valid)
    },
    /** The programmes from now on; `limit` asks for more than the panel's default (4). */
    async shortEpg(
      streamId: string | number,
      opts: CallOptions & { limit?: number } = {},
    ): Promise<EpgEntry[]> {
      const params: Record<string, string> = { stream_id: requestId(streamId) }
      if (opts.limit !== undefined)
        params.limit = String(Math.min(COUNT_MAX.epgEntries, Math.max(1, Math.trunc(opts.limit))))
      return normaliseEpg(await call('get_short_epg', params, opts))
    },
    /**
     * The provider's XMLTV guide (xmltv.php), handed to `consume` as plain XML bytes while they
     * arrive (gunzipped as needed). The whole call, consume included, is bounded by the options;
     * consume's own errors are rethrown as they are, the panel's as ProviderError.
     */
    async xmltv<T>(
      consume: (xml: AsyncIterable<Buffer>) => Promise<T>,
      opts: XmltvOptions = {},
    ): Promise<T> {
      const limits: XmltvBodyLimits = {
        maxCompressedBytes: opts.maxCompressedBytes ?? XMLTV_DEFAULTS.maxCompressedBytes,
        maxBytes: opts.maxBytes ?? XMLTV_DEFAULTS.maxBytes,
      }
      const url = new URL(`${base}/xmltv.php`)
      url.searchParams.set('username', credentials.username)
      url.searchParams.set('password', credentials.password)
      const guideSettings: HttpSettings = {
        ...settings,
        rawBody: true,
        maxEncodedBytes: limits.maxCompressedBytes,
        acceptEncoding: 'gzip',
        maxBytes: limits.maxBytes,
        totalTimeoutMs: opts.totalTimeoutMs ?? XMLTV_DEFAULTS.totalTimeoutMs,
        headersTimeoutMs: opts.headersTimeoutMs ?? XMLTV_DEFAULTS.headersTimeoutMs,
      }
      const outcome = await providerRequest(
        url,
        guideSettings,
        async (res) => {
          // Always throws: a refusal or an error page, judged as the other calls judge them.
          if (res.status < 200 || res.status >= 300) parseAnswer(await readAll(res), false)
          return consumeXmltv(res, limits, consume)
        },
        opts.signal,
      )
      if ('failure' in outcome) throw outcome.failure
      return outcome.value
    },
    /** Server-side only: the address embeds the credentials (see buildStreamUrl). */
    streamUrl(kind: StreamKind, streamId: string | number, extension: string): string {
      return buildStreamUrl(base, credentials, kind, requestId(streamId), extension.toLowerCase())
    },
    /** A catch-up address (timeshift-url.ts); server-side only, like streamUrl. */
    timeshiftUrl(request: TimeshiftRequest): string {
      return buildTimeshiftUrl(base, credentials, {
        ...request,
        streamId: requestId(request.streamId),
        extension: request.extension.toLowerCase(),
      })
    },
    /** Closes the dispatcher this client created (a shared one passed in is left alone). */
    async close(): Promise<void> {
      await ownDispatcher?.close()
    },
  }
}
