/**
 * Asks for an image the page will show as its largest paint, at high priority, as soon as its
 * address is known: the `<img>` that renders later finds it in the memory cache. Built-in (data:)
 * images need no fetch.
 */
export function preloadImage(href: string): void {
  if (href.startsWith('data:')) return
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')
  for (const link of links) if (link.getAttribute('href') === href) return
  const link = document.createElement('link')
  // Attributes rather than properties: not every DOM reflects `as` and `fetchPriority`.
  const attributes: Array<[string, string]> = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', href],
    ['fetchpriority', 'high'],
  ]
  for (const [name, value] of attributes) link.setAttribute(name, value)
  document.head.append(link)
}
