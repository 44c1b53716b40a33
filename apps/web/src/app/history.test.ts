import { UNSAFE_createMemoryHistory } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createAppHistory } from './history'

const memory = () => UNSAFE_createMemoryHistory({ initialEntries: ['/home'], v5Compat: true })

describe('createAppHistory', () => {
  it('tells every listener of a move, before anyone reads the new location', () => {
    const history = createAppHistory(memory())
    const heard: string[] = []
    history.listen(({ action, location }) => heard.push(`a ${action} ${location.pathname}`))
    history.listen(({ action, location }) => heard.push(`b ${action} ${location.pathname}`))
    history.push('/filmes')
    history.replace('/series')
    expect(heard).toEqual([
      'a PUSH /filmes',
      'b PUSH /filmes',
      'a REPLACE /series',
      'b REPLACE /series',
    ])
    expect(history.location.pathname).toBe('/series')
  })

  it('watches its source only while someone listens', () => {
    const source = memory()
    const listen = vi.spyOn(source, 'listen')
    const history = createAppHistory(source)
    const stopA = history.listen(() => {})
    const stopB = history.listen(() => {})
    expect(listen).toHaveBeenCalledTimes(1)
    stopA()
    stopB()
    // A browser history takes one listener: it must have been let go before it is asked again.
    const heard = vi.fn()
    history.listen(heard)
    expect(listen).toHaveBeenCalledTimes(2)
    history.push('/filmes')
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
