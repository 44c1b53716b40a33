import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FORGED_TITLE,
  ffmpegReport,
  makeMediaFiles,
  type MediaFiles,
} from '../../../test/support/media-files'
import { MAX_TRACKS, channelsOf, containerOf, parseProbe } from './probe-parser'

const VOD = { extension: 'mkv', live: false }

// As ffmpeg 4.1 prints it (streams indented by 4).
const OLD = `Input #0, matroska,webm, from 'http://127.0.0.1:1/feed/x.mkv':
  Metadata:
    title           : A film
  Duration: 01:42:07.52, start: 0.000000, bitrate: 5123 kb/s
    Chapter #0:0: start 0.000000, end 600.000000
    Metadata:
      title           : Chapter 1
    Stream #0:0: Video: mjpeg, yuvj420p(pc, bt470bg/unknown/unknown), 600x900, 90k tbr, 90k tbn (attached pic)
    Stream #0:1(eng): Video: hevc (Main 10), yuv420p10le(tv), 3840x2160 [SAR 1:1 DAR 16:9], 23.98 fps (default)
    Stream #0:2(por): Audio: eac3, 48000 Hz, 5.1(side), fltp, 640 kb/s (default)
    Metadata:
      title           : Português (Dublado)
    Stream #0:3(eng): Audio: truehd, 48000 Hz, 7.1, s32 (24 bit)
    Stream #0:4(jpn): Audio: pcm_s16le, 48000 Hz, 2 channels, s16, 1536 kb/s
    Stream #0:5(POR): Subtitle: subrip (default)
    Metadata:
      title           : Forçadas
    Stream #0:6(eng): Subtitle: hdmv_pgs_subtitle, 1920x1080
    Stream #0:7: Attachment: ttf
    Metadata:
      filename        : font.ttf
`

// As ffmpeg 6 and later print it (streams indented by 2), with programs repeating a stream.
const NEW = `Input #0, hls, from 'http://127.0.0.1:1/feed/x.m3u8':
  Duration: N/A, start: 1.400000, bitrate: N/A
  Program 0
    Metadata:
      variant_bitrate : 800000
  Stream #0:0[0x100]: Video: h264 (High) ([27][0][0][0] / 0x001B), yuv420p(tv, bt709, progressive), 1280x720 [SAR 1:1 DAR 16:9], 25 fps, 25 tbr, 90k tbn
      Metadata:
        variant_bitrate : 800000
  Stream #0:1[0x101](por): Audio: mp2 ([3][0][0][0] / 0x0003), 48000 Hz, stereo, fltp, 192 kb/s
      Metadata:
        title           : Principal
  Program 1
  Stream #0:0[0x100]: Video: mpeg2video, yuv420p, 720x576
  Stream #0:1[0x101](eng): Audio: ac3, 48000 Hz, mono, fltp
`

describe('parseProbe', () => {
  it('reads the tracks of an ffmpeg 4 report: cover art skipped, languages, titles, channels', () => {
    expect(parseProbe(OLD, VOD)).toEqual({
      container: 'mkv',
      duration: 6127.52,
      video: { stream: 1, codec: 'hevc', width: 3840, height: 2160 },
      audio: [
        {
          stream: 2,
          codec: 'eac3',
          language: 'por',
          title: 'Português (Dublado)',
          channels: 6,
          isDefault: true,
        },
        { stream: 3, codec: 'truehd', language: 'eng', title: null, channels: 8, isDefault: false },
        { stream: 4, codec: 'pcm', language: 'jpn', title: null, channels: 2, isDefault: false },
      ],
      subtitles: [
        { stream: 5, codec: 'subrip', language: 'por', title: 'Forçadas', text: true },
        { stream: 6, codec: 'hdmv_pgs_subtitle', language: 'eng', title: null, text: false },
      ],
    })
  })

  it('reads a newer ffmpeg report, each stream once even when two programs list it', () => {
    expect(parseProbe(NEW, { extension: 'm3u8', live: true })).toEqual({
      container: 'm3u8',
      duration: null,
      video: { stream: 0, codec: 'h264', width: 1280, height: 720 },
      audio: [
        {
          stream: 1,
          codec: 'mp2',
          language: 'por',
          title: 'Principal',
          channels: 2,
          isDefault: false,
        },
      ],
      subtitles: [],
    })
  })

  it('answers null when ffmpeg read no input', () => {
    expect(
      parseProbe('http://127.0.0.1:1/feed/x: Invalid data found when processing input\n', VOD),
    ).toBeNull()
    expect(parseProbe('', VOD)).toBeNull()
  })

  it("takes ffmpeg's word that an AVI's streams lie apart, from its own log line only", () => {
    const avi = `Input #0, avi, from 'x.avi':
  Duration: 00:00:14.21, start: 0.000000, bitrate: 48 kb/s
    Stream #0:0: Video: h264 (High), yuv420p, 160x90, 10 fps
    Stream #0:1: Audio: mp3, 44100 Hz, mono, fltp, 64 kb/s
`
    const aviVod = { extension: 'avi', live: false }
    const said = '[avi @ 0x3be9eb00] non-interleaved AVI\n'
    expect(parseProbe(said + avi, aviVod)).toMatchObject({ container: 'avi', nonInterleaved: true })
    expect(parseProbe(avi, aviVod)).not.toHaveProperty('nonInterleaved')
    // After the input's description it is a metadata value's text, not ffmpeg's word.
    expect(parseProbe(avi + said, aviVod)).not.toHaveProperty('nonInterleaved')
    const mkv = avi.replace('avi, from', 'matroska,webm, from')
    expect(parseProbe(said + mkv, VOD)).not.toHaveProperty('nonInterleaved')
  })

  it('ignores lines a metadata value forges: they come out indented after a colon', () => {
    const forged = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x':
  Metadata:
    title           : Bad
                    :     Stream #0:5(eng): Audio: aac, 48000 Hz, stereo
                    :   Duration: 99:00:00.00, start: 0
                    : Input #0, avi, from 'y':
  Duration: 00:00:03.02, start: 0.000000, bitrate: 107 kb/s
    Stream #0:0(und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p, 160x90, 25 fps (default)
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp (default)
    Metadata:
      title           : x
                      :     Stream #0:7: Video: h264, 1920x1080
                      :       title           : forged title
`
    const probe = parseProbe(forged, { extension: 'mp4', live: false })
    expect(probe).toMatchObject({ container: 'mp4', duration: 3.02, video: { codec: 'hevc' } })
    expect(probe?.audio).toEqual([
      { stream: 1, codec: 'aac', language: null, title: 'x', channels: 1, isDefault: true },
    ])
  })

  it('bounds absurd numbers and counts', () => {
    const audio = Array.from(
      { length: 100 },
      (_, i) => `    Stream #0:${i + 1}: Audio: aac, 48000 Hz, stereo, fltp`,
    )
    const absurd = [
      "Input #0, matroska,webm, from 'x':",
      '  Duration: 9999999:59:59.99, start: 0.000000, bitrate: 1 kb/s',
      '    Stream #0:0: Video: h264, yuv420p, 99999x0 [SAR 1:1], 25 fps',
      ...audio,
      '    Stream #0:99999: Subtitle: subrip',
      '    Stream #0:101: Audio: aac, 48000 Hz, 99 channels, fltp',
      `    Stream #0:102: Audio: ${'x'.repeat(5_000)}`,
      `    Stream #0:103(und): Subtitle: ass`,
      '    Metadata:',
      `      title           : ${'t'.repeat(5_000)}`,
    ].join('\n')
    const probe = parseProbe(absurd, VOD)
    expect(probe?.duration).toBeNull()
    expect(probe?.video).toEqual({ stream: 0, codec: 'h264', width: null, height: null })
    expect(probe?.audio).toHaveLength(MAX_TRACKS)
    expect(probe?.subtitles).toEqual([
      { stream: 103, codec: 'ass', language: null, title: null, text: true },
    ])
  })

  it('names containers as the player does', () => {
    expect(containerOf('mov,mp4,m4a,3gp,3g2,mj2', '')).toBe('mp4')
    expect(containerOf('matroska,webm', 'webm')).toBe('webm')
    expect(containerOf('matroska,webm', 'mkv')).toBe('mkv')
    expect(containerOf('matroska,webm', '')).toBe('mkv')
    expect(containerOf('avi', '')).toBe('avi')
    expect(containerOf('mpegts', '')).toBe('ts')
    expect(containerOf('hls', '')).toBe('m3u8')
    expect(containerOf('hls,applehttp', '')).toBe('m3u8')
    expect(containerOf('flv', '')).toBe('other')
  })

  it('counts channels from every layout ffmpeg names', () => {
    const count = (layout: string) => channelsOf(`ac3, 48000 Hz, ${layout}, fltp`)
    expect(count('mono')).toBe(1)
    expect(count('stereo')).toBe(2)
    expect(count('2.1')).toBe(3)
    expect(count('5.1(side)')).toBe(6)
    expect(count('7.1(wide)')).toBe(8)
    expect(count('6 channels')).toBe(6)
    expect(count('0 channels')).toBeNull()
    expect(channelsOf('ac3')).toBeNull()
  })
})

describe('parseProbe on real reports', () => {
  let files: MediaFiles
  beforeAll(async () => {
    files = await makeMediaFiles()
  })
  afterAll(() => files?.remove())

  it('keeps a real title tag whose text forges a stream and a duration to its first line', async () => {
    const report = await ffmpegReport(files.mkv)
    // The forgery reaches the report, indented as a continuation of the tag.
    expect(report).toContain(':     Stream #0:9(eng): Audio: aac')
    expect(FORGED_TITLE).toContain('\n')
    const probe = parseProbe(report, VOD)
    expect(probe?.audio.map((track) => track.stream)).toEqual([1, 2])
    expect(probe?.audio[0]?.title).toBe('Dublado')
    expect(probe?.duration).toBeCloseTo(3, 0)
  })

  it('reads the forged global title of the MP4 as nothing at all', async () => {
    const probe = parseProbe(await ffmpegReport(files.hevc), { extension: 'mp4', live: false })
    expect(probe?.audio).toHaveLength(1)
    expect(probe?.duration).toBeCloseTo(3, 0)
  })
})
