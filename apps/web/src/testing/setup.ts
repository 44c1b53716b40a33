import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom has no pointer capture; sonner's swipe handling calls it on pointerdown, and the
// uncaught TypeError would fail the whole run even though the test itself passes.
// Node-environment tests (*.node.test.ts) share this setup and have no DOM at all.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {}
  Element.prototype.releasePointerCapture = () => {}
  Element.prototype.hasPointerCapture = () => false
}

afterEach(() => {
  cleanup()
  // A request a test left without a server marks ours unreachable (lib/reachability); the browser
  // saying the link is back clears it, so each test starts online.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('online'))
})
