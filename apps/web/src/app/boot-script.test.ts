import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BOOT_SCRIPT, LAST_USER_KEY } from '@myflix/shared'

/** Runs shared's BOOT_SCRIPT as the signed-out shell does, after the brand in #root. */
function boot() {
  const script = document.createElement('script')
  script.dataset.entry = '/assets/index-1.js'
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
  new Function(BOOT_SCRIPT)()
}

const entryTags = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((tag) => tag.getAttribute('src'))
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

describe('the boot script', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><main><span>myflix</span></main></div>'
  })
  afterEach(() => {
    document.head.innerHTML = ''
    localStorage.clear()
    Reflect.deleteProperty(document, 'currentScript')
  })

  it('loads the app once the brand has had its frame', async () => {
    boot()
    expect(entryTags()).toEqual([])
    await nextFrame()
    expect(entryTags()).toEqual(['/assets/index-1.js'])
    expect(document.getElementById('root')?.textContent).toBe('myflix')
  })

  it('clears the brand and loads at once on a device with a remembered user', async () => {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify({ id: 'u1', email: 'a@b.c', name: '' }))
    boot()
    expect(entryTags()).toEqual(['/assets/index-1.js'])
    expect(document.getElementById('root')?.childNodes).toHaveLength(0)
    await nextFrame()
    // Once only.
    expect(entryTags()).toHaveLength(1)
  })
})
