/**
 * Runs `run` when the main thread is next idle, after the frame being made is painted (Safari has
 * no requestIdleCallback: the next task). `timeoutMs` bounds the wait on a page that stays busy.
 * Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(
      () => run(),
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    )
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 0)
  return () => clearTimeout(handle)
}

/**
 * Runs `run` once the document has loaded and the main thread is next idle: what the first screen
 * does not need stays off a phone's link while that screen's own code and pictures arrive.
 */
export function whenLoadedAndIdle(run: () => void, timeoutMs?: number): () => void {
  let cancel = () => {}
  const idle = () => {
    cancel = whenIdle(run, timeoutMs)
  }
  if (document.readyState === 'complete') idle()
  else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}
