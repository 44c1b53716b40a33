import { describe, expect, it } from 'vitest'
import { hlsTracks } from './hls-tracks'

describe('hlsTracks', () => {
  it("lists hls.js's renditions by position with pt-BR labels and their languages", () => {
    const tracks = hlsTracks({
      audioTracks: [
        { name: 'Dublado', lang: 'pt-BR' },
        { name: 'English', lang: 'en' },
        { name: 'Commentary' },
      ],
      audioTrack: 1,
      subtitleTracks: [{ name: 'Português', lang: 'por' }, { name: '  ' }],
      subtitleTrack: -1,
    })
    expect(tracks).toEqual({
      audio: [
        { label: 'Português', language: 'pt-BR' },
        { label: 'Inglês', language: 'en' },
        { label: 'Commentary', language: null },
      ],
      audioTrack: 1,
      subtitles: [
        { label: 'Português', language: 'por' },
        { label: 'Faixa 2', language: null },
      ],
      subtitleTrack: -1,
    })
  })

  it('tells apart two renditions of one language by their number', () => {
    const { audio } = hlsTracks({
      audioTracks: [
        { name: 'a', lang: 'por' },
        { name: 'b', lang: 'pt' },
      ],
      audioTrack: 0,
      subtitleTracks: [],
      subtitleTrack: -1,
    })
    expect(audio.map((track) => track.label)).toEqual([
      'Português · Faixa 1',
      'Português · Faixa 2',
    ])
  })
})
