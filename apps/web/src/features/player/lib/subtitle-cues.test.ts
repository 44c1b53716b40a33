import { describe, expect, it } from 'vitest'
import { parseWebVtt, shiftCues, SUBTITLE_MAX_CUES } from './subtitle-cues'

const VTT = [
  'WEBVTT',
  '',
  'NOTE made by ffmpeg from an SRT',
  '',
  '1',
  '00:00:01.000 --> 00:00:03.500',
  'Olá, <i>mundo</i>.',
  '',
  '00:01:02.250 --> 00:01:04.000 line:90% align:center',
  'Duas',
  'linhas',
  '',
  '01:00:00.000 --> 01:00:01.000',
  'Uma hora depois',
  '',
].join('\r\n')

describe('parseWebVtt', () => {
  it('reads times on the title clock and the text of each cue, skipping headers and notes', () => {
    expect(parseWebVtt(VTT)).toEqual([
      { start: 1, end: 3.5, text: 'Olá, <i>mundo</i>.' },
      { start: 62.25, end: 64, text: 'Duas\nlinhas' },
      { start: 3600, end: 3601, text: 'Uma hora depois' },
    ])
  })

  it('takes mm:ss.ttt stamps too, and drops cues with broken or backwards times or no text', () => {
    const text = [
      'WEBVTT',
      '',
      '00:05.000 --> 00:06.000',
      'curta',
      '',
      '00:00:09,000 --> 00:00:10,000',
      'vírgula de SRT',
      '',
      '00:00:12.000 --> 00:00:11.000',
      'ao contrário',
      '',
      '00:00:13.000 --> 00:00:14.000',
      '',
    ].join('\n')
    expect(parseWebVtt(text)).toEqual([{ start: 5, end: 6, text: 'curta' }])
  })

  it('stops at its cue limit on a hostile file', () => {
    const cue = '00:00:01.000 --> 00:00:02.000\nx\n\n'
    expect(parseWebVtt(`WEBVTT\n\n${cue.repeat(SUBTITLE_MAX_CUES + 10)}`)).toHaveLength(
      SUBTITLE_MAX_CUES,
    )
  })
})

describe('shiftCues', () => {
  const cues = [
    { start: 10, end: 12, text: 'antes' },
    { start: 99, end: 102, text: 'no começo' },
    { start: 130, end: 133.5, text: 'depois' },
  ]

  it('moves cues to the clock of a stream started 100 s into the title', () => {
    expect(shiftCues(cues, 100)).toEqual([
      { start: 0, end: 2, text: 'no começo' },
      { start: 30, end: 33.5, text: 'depois' },
    ])
  })

  it('leaves them where they are at offset 0 (a stream played as it is)', () => {
    expect(shiftCues(cues, 0)).toEqual(cues)
  })
})
