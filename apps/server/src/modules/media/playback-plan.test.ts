import type { BrowserCodecs } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import type { MediaProbe, ProbedAudioStream } from '../transcode/transcode.types'
import { decide as decideFor, playbackPlan, recipeOf } from './playback-plan'

/** What Chromium answers here (the common brief): no HEVC, AC-3, E-AC-3; MP2 never reported. */
const CHROMIUM: BrowserCodecs = {
  video: ['h264', 'vp8', 'vp9', 'av1'],
  audio: ['aac', 'mp3', 'opus', 'flac', 'vorbis', 'pcm'],
  containers: ['mp4', 'webm', 'mkv', 'ts', 'm3u8'],
}

const audio = (
  stream: number,
  codec: string,
  language: string | null = null,
): ProbedAudioStream => ({
  stream,
  codec,
  language,
  title: null,
  channels: 2,
  isDefault: false,
})

function probe(overrides: Partial<MediaProbe> = {}): MediaProbe {
  return {
    container: 'mp4',
    duration: 360.02,
    video: { stream: 0, codec: 'h264', width: 256, height: 144 },
    audio: [audio(1, 'aac')],
    subtitles: [],
    ...overrides,
  }
}

/** A title's decision; a channel's is asked for by name below. */
const decide = (
  probed: MediaProbe,
  codecs: BrowserCodecs,
  asked: number | undefined,
  languages: readonly string[],
) => decideFor(probed, codecs, asked, languages, false)

/** The MKV of the issue: H.264, AC3 5.1 'por', AAC 'eng', a Portuguese SRT. */
const tracks = probe({
  container: 'mkv',
  audio: [{ ...audio(1, 'ac3', 'por'), channels: 6, isDefault: true }, audio(2, 'aac', 'eng')],
  subtitles: [
    { stream: 3, codec: 'subrip', language: 'por', title: null, text: true },
    { stream: 4, codec: 'hdmv_pgs_subtitle', language: 'eng', title: null, text: false },
    { stream: 5, codec: 'ass', language: null, title: null, text: true },
  ],
})

describe('the playback path of a probed stream', () => {
  it("converts the AAC of a channel's MPEG-TS or HLS it must remux (ADTS behind an empty header), and copies a title's", () => {
    const noTs: BrowserCodecs = { ...CHROMIUM, containers: ['mp4', 'webm', 'mkv'] }
    for (const container of ['ts', 'm3u8'] as const) {
      const probed = probe({ container, duration: null })
      expect(decideFor(probed, noTs, undefined, [], true)).toEqual({
        path: 'audio',
        recipe: { v: 'copy', a: 'aac', s: 1 },
        audioTrack: 0,
      })
      expect(decideFor(probed, noTs, undefined, [], false)).toEqual({
        path: 'remux',
        // A title's MPEG-TS is read from its start in one request.
        recipe:
          container === 'ts'
            ? { v: 'copy', a: 'copy', s: 1, o: 1 }
            : { v: 'copy', a: 'copy', s: 1 },
        audioTrack: 0,
      })
    }
    expect(decide(probe({ container: 'mkv' }), noTs, undefined, []).path).toBe('direct')
  })

  it('plays what the browser plays directly, and remuxes a container it does not', () => {
    expect(decide(probe(), CHROMIUM, undefined, ['por'])).toEqual({
      path: 'direct',
      recipe: null,
      audioTrack: 0,
    })
    const avi = decide(
      probe({ container: 'avi', audio: [audio(1, 'mp3')] }),
      CHROMIUM,
      undefined,
      [],
    )
    expect(avi).toEqual({
      path: 'remux',
      recipe: { v: 'copy', a: 'copy', s: 1, o: 1 },
      audioTrack: 0,
    })
  })

  it('makes H.264 of HEVC, keeping audio the browser plays', () => {
    expect(
      decide(
        probe({ video: { stream: 0, codec: 'hevc', width: null, height: null } }),
        CHROMIUM,
        undefined,
        [],
      ),
    ).toEqual({
      path: 'video',
      recipe: { v: 'h264', a: 'copy', s: 1 },
      audioTrack: 0,
    })
  })

  it('plays Portuguese first: AC3 becomes AAC; English chosen is a remux of its own track', () => {
    expect(decide(tracks, CHROMIUM, undefined, ['por'])).toEqual({
      path: 'audio',
      recipe: { v: 'copy', a: 'aac', s: 1, h: 1 },
      audioTrack: 0,
    })
    expect(decide(tracks, CHROMIUM, 1, ['por'])).toEqual({
      path: 'remux',
      recipe: { v: 'copy', a: 'copy', s: 2, h: 1 },
      audioTrack: 1,
    })
    // Without a language that matches, the file's default.
    expect(decide(tracks, CHROMIUM, undefined, ['jpn']).audioTrack).toBe(0)
  })

  it('converts what MP4 cannot carry even when the browser decodes it', () => {
    const webmLike = probe({
      container: 'avi',
      video: { stream: 0, codec: 'vp8', width: null, height: null },
      audio: [audio(1, 'vorbis')],
    })
    expect(decide(webmLike, CHROMIUM, undefined, [])).toMatchObject({
      path: 'video',
      recipe: { v: 'h264', a: 'aac', s: 1 },
    })
    const opus = probe({ container: 'avi', audio: [audio(1, 'opus')] })
    expect(decide(opus, CHROMIUM, undefined, [])).toMatchObject({
      path: 'audio',
      recipe: { v: 'copy', a: 'aac', s: 1 },
    })
  })

  it('keeps no audio for a silent stream, and says live in the recipe of a channel', () => {
    const silent = decide(probe({ container: 'avi', audio: [] }), CHROMIUM, undefined, ['por'])
    expect(silent).toEqual({
      path: 'remux',
      recipe: { v: 'copy', a: 'copy', s: null, o: 1 },
      audioTrack: null,
    })
    const claims = { t: 'play', u: 'u', c: 'c', k: 'live', i: '1', e: 'ts', x: 1 } as const
    expect(recipeOf({ ...claims, r: { v: 'copy', a: 'aac', s: 1 } })).toEqual({
      video: 'copy',
      audio: 'aac',
      audioStream: 1,
      live: true,
      headerComplete: false,
      inOrder: false,
    })
    // An MKV's header says everything: ffmpeg need not analyse its first frames again.
    const vod = { ...claims, k: 'movie', e: 'mkv' } as const
    expect(recipeOf({ ...vod, r: { v: 'copy', a: 'aac', s: 1, h: 1 } })).toMatchObject({
      headerComplete: true,
    })
  })

  it('reads an interleaved AVI or an MPEG-TS title in order; not an AVI apart, nor a channel', () => {
    const avi = probe({ container: 'avi', audio: [audio(1, 'mp3')] })
    expect(decide(avi, CHROMIUM, undefined, []).recipe).toEqual({
      v: 'copy',
      a: 'copy',
      s: 1,
      o: 1,
    })
    const apart = probe({ container: 'avi', audio: [audio(1, 'mp3')], nonInterleaved: true })
    expect(decide(apart, CHROMIUM, undefined, []).recipe).toEqual({ v: 'copy', a: 'copy', s: 1 })
    expect(decideFor(avi, CHROMIUM, undefined, [], true).recipe).toEqual({
      v: 'copy',
      a: 'copy',
      s: 1,
    })
    const ts = probe({ container: 'ts', audio: [audio(1, 'ac3')] })
    expect(decide(ts, CHROMIUM, undefined, []).recipe).toEqual({ v: 'copy', a: 'aac', s: 1, o: 1 })
    const mkv = probe({ container: 'mkv', audio: [audio(1, 'ac3')] })
    expect(decide(mkv, CHROMIUM, undefined, []).recipe).not.toHaveProperty('o')
    const claims = { t: 'play', u: 'u', c: 'c', k: 'movie', i: '1', e: 'avi', x: 1 } as const
    expect(recipeOf({ ...claims, r: { v: 'copy', a: 'copy', s: 1, o: 1 } })).toMatchObject({
      inOrder: true,
    })
  })
})

describe('the play answer’s media', () => {
  const subtitleUrl = (index: number) => `/api/media/s/token?sub=${index}`

  it('names the tracks in Portuguese and lists only text subtitles, each with its link', () => {
    const plan = playbackPlan(tracks, decide(tracks, CHROMIUM, undefined, ['por']), {
      live: false,
      busy: false,
      subtitleUrl,
    })
    expect(plan).toEqual({
      path: 'audio',
      duration: 360.02,
      audio: [
        { index: 0, language: 'por', label: 'Português', codec: 'ac3', channels: 6 },
        { index: 1, language: 'eng', label: 'Inglês', codec: 'aac', channels: 2 },
      ],
      audioTrack: 0,
      subtitles: [
        { index: 0, language: 'por', label: 'Português', url: subtitleUrl(0) },
        { index: 1, language: null, label: 'Faixa 2', url: subtitleUrl(1) },
      ],
      busy: false,
    })
  })

  it('tells two tracks of one language apart, and gives live neither length nor subtitles', () => {
    const twins = probe({ audio: [audio(1, 'aac', 'por'), audio(2, 'aac', 'pt')] })
    const plan = playbackPlan(twins, decide(twins, CHROMIUM, undefined, []), {
      live: true,
      busy: true,
      subtitleUrl,
    })
    expect(plan.audio.map((track) => track.label)).toEqual([
      'Português · Faixa 1',
      'Português · Faixa 2',
    ])
    expect(plan).toMatchObject({ duration: null, subtitles: [], busy: true })
  })

  it('keeps within the contract whatever the file lists', () => {
    const many = probe({
      duration: 0,
      audio: Array.from({ length: 40 }, (_, i) => ({
        ...audio(i + 1, 'aac'),
        title: 'x'.repeat(500),
        language: 'qaa',
      })),
    })
    const plan = playbackPlan(many, decide(many, CHROMIUM, 35, []), {
      live: false,
      busy: false,
      subtitleUrl,
    })
    expect(plan.audio).toHaveLength(32)
    expect(plan.audio.every((track) => track.label.length <= 120)).toBe(true)
    expect(plan.duration).toBeNull()
    // Track 35 is past what is listed: the first plays.
    expect(plan.audioTrack).toBe(0)
  })
})
