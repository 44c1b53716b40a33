// Spec §9: 10 movie and 9 series fallback posters. They are drawn as inline SVG gradients, so a
// missing or broken provider image never costs a network request (and works offline).

const MOVIE_GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  ['#7f1d1d', '#0b0b0f'],
  ['#1e3a8a', '#0b0b0f'],
  ['#065f46', '#0b0b0f'],
  ['#78350f', '#0b0b0f'],
  ['#581c87', '#0b0b0f'],
  ['#9f1239', '#1f1f27'],
  ['#155e75', '#1f1f27'],
  ['#3f6212', '#1f1f27'],
  ['#7c2d12', '#1f1f27'],
  ['#312e81', '#1f1f27'],
]

const SERIES_GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  ['#be123c', '#15151b'],
  ['#1d4ed8', '#15151b'],
  ['#047857', '#15151b'],
  ['#b45309', '#15151b'],
  ['#7e22ce', '#15151b'],
  ['#0e7490', '#15151b'],
  ['#4d7c0f', '#15151b'],
  ['#c2410c', '#15151b'],
  ['#4338ca', '#15151b'],
]

function posterSvg([from, to]: readonly [string, string], mark: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="300" fill="url(#g)"/>` +
    `<text x="100" y="170" font-family="system-ui,sans-serif" font-size="64" font-weight="700" ` +
    `fill="#ffffff" fill-opacity="0.22" text-anchor="middle">${mark}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const movieFallbackPosters: readonly string[] = MOVIE_GRADIENTS.map((g) => posterSvg(g, '▶'))
export const seriesFallbackPosters: readonly string[] = SERIES_GRADIENTS.map((g) =>
  posterSvg(g, '▤'),
)

/** A stable choice for an item, so the same title keeps the same fallback across renders. */
export function fallbackPoster(kind: 'movie' | 'series' | 'live', id: string): string {
  const list = kind === 'series' ? seriesFallbackPosters : movieFallbackPosters
  let hash = 0
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) >>> 0
  return list[hash % list.length] as string
}

/** A square channel logo with the channel's initials, for channels without a usable logo. */
export function channelLogo(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="18" fill="hsl(${hue} 55% 32%)"/>` +
    `<text x="60" y="74" font-family="system-ui,sans-serif" font-size="40" font-weight="700" ` +
    `fill="#ffffff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
