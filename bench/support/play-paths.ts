/// <reference lib="dom" />
import type { Page } from 'playwright-core'
import type { BrowserCodecs, PlaybackPath, PlayRequest } from '@myflix/shared'
import type { Capabilities } from '../../apps/web/src/features/player/lib/engine-plan'
import { measureCodecs } from '../../apps/web/src/features/player/lib/browser-codecs'
import { playUntilFirstFrame } from './chromium'

// Opening a title as the player does since issue 20, timed in the page: POST /api/media/play with
// what this browser decodes, then the first candidate on a <video> until its first frame.

/**
 * What the page's browser decodes, by the player's own measure (`measureCodecs`): the MIME types it
 * asks about are collected here, answered by the page, then measured with those answers.
 */
export async function pageCodecs(page: Page): Promise<BrowserCodecs> {
  const asked = new Set<string>()
  for (const mse of [true, false])
    measureCodecs({
      mse,
      canPlayType: (mime) => (asked.add(mime), ''),
      isTypeSupported: (mime) => (asked.add(mime), false),
    })
  const answers = await page.evaluate(
    (mimes) => {
      const video = document.createElement('video')
      return {
        mse: typeof MediaSource !== 'undefined',
        canPlay: mimes.map((mime) => video.canPlayType(mime)),
        supported: mimes.map((mime) => MediaSource.isTypeSupported(mime)),
      }
    },
    [...asked],
  )
  const index = new Map([...asked].map((mime, i) => [mime, i]))
  const caps: Capabilities = {
    mse: answers.mse,
    canPlayType: (mime) => answers.canPlay[index.get(mime) ?? -1] ?? '',
    isTypeSupported: (mime) => answers.supported[index.get(mime) ?? -1] ?? false,
  }
  return measureCodecs(caps)
}

export interface Opening {
  path: PlaybackPath | null
  /** POST /play's answer, ms. */
  answerMs: number
  /** From POST /play to the first presented frame, ms. */
  firstFrameMs: number
}

/** Opens a title in the page: the plan's path, and how long until it showed a picture. */
export async function openTitle(page: Page, request: PlayRequest): Promise<Opening> {
  const asked = await page.evaluate(async (body) => {
    const started = performance.now()
    const answer = await fetch('/api/media/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await answer.json()) as {
      data?: { candidates: Array<{ url: string }>; media?: { path: string } }
    }
    return {
      started,
      answerMs: performance.now() - started,
      status: answer.status,
      url: json.data?.candidates[0]?.url ?? null,
      path: json.data?.media?.path ?? null,
    }
  }, request)
  if (!asked.url) throw new Error(`POST /play answered ${asked.status}`)
  const firstFrameMs = await page.evaluate(playUntilFirstFrame, {
    src: asked.url,
    since: asked.started,
  })
  return { path: asked.path as PlaybackPath | null, answerMs: asked.answerMs, firstFrameMs }
}
