import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { startFocusReturn, type HistorySource } from './focus-return'

type Listener = Parameters<HistorySource['listen']>[0]

function fakeHistory() {
  const listeners = new Set<Listener>()
  const history = {
    location: { key: 'home' },
    listen(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    go(key: string, action: 'POP' | 'PUSH') {
      history.location = { key }
      listeners.forEach((listener) => listener({ location: { key }, action }))
    },
  }
  return history
}

const page = (links: string[]) =>
  `<main tabindex="-1">${links.map((href) => `<a href="${href}">${href}</a>`).join('')}</main>`

let stop = () => {}
afterEach(() => {
  stop()
  document.body.innerHTML = ''
})

describe('startFocusReturn', () => {
  it('focuses the card that was left once Back shows it again', async () => {
    const history = fakeHistory()
    stop = startFocusReturn(history)
    document.body.innerHTML = page(['/details/movie/1', '/details/movie/2'])
    document.querySelector<HTMLElement>('a[href="/details/movie/2"]')!.focus()
    history.go('details', 'PUSH')
    document.body.innerHTML = page(['/watch'])
    history.go('home', 'POP')
    // The home renders its rows later than the navigation.
    document.body.innerHTML = '<main tabindex="-1"></main>'
    document.querySelector('main')!.innerHTML = page(['/details/movie/1', '/details/movie/2'])
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('href')).toBe('/details/movie/2'),
    )
  })

  it('leaves focus alone on a new page, and when the user moved it first', async () => {
    const history = fakeHistory()
    stop = startFocusReturn(history)
    document.body.innerHTML = page(['/details/movie/1'])
    document.querySelector<HTMLElement>('a')!.focus()
    history.go('details', 'PUSH')
    // A new entry is not a return.
    document.body.innerHTML = page(['/details/movie/1'])
    await Promise.resolve()
    expect(document.activeElement).toBe(document.body)

    history.go('home', 'POP')
    document.body.innerHTML = '<main tabindex="-1"><button>Menu</button></main>'
    document.querySelector('button')!.focus()
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<a href="/details/movie/1">1</a>')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.activeElement?.textContent).toBe('Menu')
  })
})
