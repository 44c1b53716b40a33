import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testItem } from '@/testing/catalog-item'
import { titleFacts } from '../lib/title-facts'
import { TitleDescription } from './title-description'

describe('TitleDescription', () => {
  it("keeps the line breaks the server made of a provider's <br> in the synopsis", () => {
    const item = testItem('7', { plot: 'negrito & "aspas"\nSegunda linha – fim.' })
    render(
      <TitleDescription item={item} facts={titleFacts(item)} episodeTag={null} watched={false} />,
    )
    const plot = screen.getByText(/Segunda linha/)
    expect(plot.textContent).toBe('negrito & "aspas"\nSegunda linha – fim.')
    // Without pre-line, HTML collapses the newline into a space and the two lines run together.
    expect(plot.className).toContain('whitespace-pre-line')
  })
})
