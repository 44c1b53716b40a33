import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { twMerge } from 'tailwind-merge'
import { afterEach, vi } from 'vitest'
import type * as ClassNames from '@/lib/cn'

// jsdom has no pointer capture; sonner's swipe handling calls it on pointerdown, and the
// uncaught TypeError would fail the whole run even though the test itself passes.
// Node-environment tests (*.node.test.ts) share this setup and have no DOM at all.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {}
  Element.prototype.releasePointerCapture = () => {}
  Element.prototype.hasPointerCapture = () => false
}

// cn() joins class names without merging them (lib/cn.ts): a list with two utilities of one
// property would style by CSS order, not as written. tailwind-merge knows which conflict, so every
// list a rendered component makes is checked against it here.
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof ClassNames>()
  const tokens = (list: string) => list.split(/\s+/).filter(Boolean)
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const joined = cn(...inputs)
      if (tokens(twMerge(joined)).length !== tokens(joined).length)
        throw new Error(`cn: utilities that override each other in "${joined}"`)
      return joined
    },
  }
})

// A file's first render imports its lazy route on demand, and vitest transforms it then: on this
// shared 2-core machine that alone took over the default 1 s (on main as well). Finds wait for their
// condition; only a find that fails pays the longer bound.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  // A request a test left without a server marks ours unreachable (lib/reachability); the browser
  // saying the link is back clears it, so each test starts online.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('online'))
})
