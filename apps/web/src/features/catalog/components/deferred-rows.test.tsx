import { useLayoutEffect } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DeferredRows } from './deferred-rows'

/** The page as its first commit left it: what the browser could paint before the rows. */
function Page({ firstCommit }: { firstCommit: string[] }) {
  useLayoutEffect(() => {
    firstCommit.push(document.body.textContent ?? '')
    firstCommit.push(String(document.querySelectorAll('[data-testid="row-skeleton"]').length))
  }, [firstCommit])
  return (
    <main>
      <h2>Destaque</h2>
      <DeferredRows placeholders={3}>
        <section>Filmes recentes</section>
      </DeferredRows>
    </main>
  )
}

describe('DeferredRows', () => {
  it('commits the hero with row shapes first, then the rows in a later render', async () => {
    const firstCommit: string[] = []
    render(<Page firstCommit={firstCommit} />)
    expect(firstCommit).toEqual(['Destaque', '3'])
    expect(await screen.findByText('Filmes recentes')).toBeInTheDocument()
    expect(screen.queryAllByTestId('row-skeleton')).toHaveLength(0)
  })
})
