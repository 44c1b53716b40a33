import { render, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { documentTitle, useDocumentTitle } from './use-document-title'

beforeEach(() => {
  document.title = 'myflix'
})

describe('documentTitle', () => {
  it('puts the page before the app name', () => {
    expect(documentTitle('Filmes')).toBe('Filmes · myflix')
    expect(documentTitle('  Séries ')).toBe('Séries · myflix')
  })

  it('is the app name alone for a page without a name yet', () => {
    expect(documentTitle(null)).toBe('myflix')
    expect(documentTitle(undefined)).toBe('myflix')
    expect(documentTitle('   ')).toBe('myflix')
  })
})

describe('useDocumentTitle', () => {
  it('names the tab after the page, follows a name that arrives, and leaves the app name', () => {
    const { rerender, unmount } = renderHook(({ page }) => useDocumentTitle(page), {
      initialProps: { page: null as string | null },
    })
    expect(document.title).toBe('myflix')
    rerender({ page: 'Fogo Cruzado' })
    expect(document.title).toBe('Fogo Cruzado · myflix')
    rerender({ page: 'Órbita Perdida' })
    expect(document.title).toBe('Órbita Perdida · myflix')
    unmount()
    expect(document.title).toBe('myflix')
  })

  it('gives the page that replaces another its own title, not the reset of the one leaving', () => {
    function Page({ name }: { name: string }) {
      useDocumentTitle(name)
      return <p>{name}</p>
    }
    const { rerender } = render(<Page key="filmes" name="Filmes" />)
    expect(document.title).toBe('Filmes · myflix')
    rerender(<Page key="series" name="Séries" />)
    expect(document.title).toBe('Séries · myflix')
  })
})
