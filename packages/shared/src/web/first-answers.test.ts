import { describe, expect, it } from 'vitest'
import { firstAnswersJson } from './first-answers'

describe('firstAnswersJson', () => {
  it('never writes `<`, so a provider’s title cannot close the script element', () => {
    const body = JSON.stringify({ name: '</script><script>alert(1)</script><!--' })
    const answers = { '/api/catalog/movie/recent?limit=20': { status: 200, body } }
    const json = firstAnswersJson(answers)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(answers)
  })
})
