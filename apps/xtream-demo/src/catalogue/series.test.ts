import { describe, expect, it } from 'vitest'
import { demoCatalogue } from './catalogue'

describe("the demo's episode ids", () => {
  it('lead back to their own episode, in every series (the stream routes look them up so)', () => {
    const catalogue = demoCatalogue()
    const lost: number[] = []
    for (const series of catalogue.seriesList()) {
      for (const season of catalogue.findSeries(series.id)?.episodes ?? []) {
        for (const episode of season) {
          if (catalogue.findEpisode(episode.id)?.id !== episode.id) lost.push(episode.id)
        }
      }
    }
    expect(lost).toEqual([])
  })
})
