import type SharpDefault from 'sharp'

// SVG posters and channel logos are common (our demo panel draws its posters as SVG; logo packs
// ship SVG), but a live SVG from our origin runs its scripts as the user. They are drawn into a PNG
// instead, by libvips/librsvg through sharp: no script runs, nothing outside the document is
// loaded, and the XML parser refuses entity amplification. We also refuse any DOCTYPE outright.

/** An SVG is read whole before drawing; real posters and logos are a few KB. */
export const SVG_MAX_BYTES = 1024 * 1024
/** Larger drawings are refused (4096² RGBA is 64 MB of pixels). */
const MAX_PIXELS = 4096 * 4096
/** A poster is shown at card size; no need for more. */
const MAX_SIDE = 1024
const RENDER_TIMEOUT_SECONDS = 3
/** Drawings share libuv's thread pool with DNS and zlib: at most this many at once. */
const CONCURRENT_RENDERS = 2
/** Past this many waiting, an SVG is turned away (a browser asks six at a time; ~1 s of work). */
const MAX_WAITING = 256

export class SvgRefused extends Error {}
/** Not refused for what it is: too many drawings are waiting; the browser may ask again. */
export class SvgBusy extends Error {}

/** True when the first bytes look like an SVG document (after an XML declaration or comments). */
export function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString('utf8', 0, Math.min(head.length, 1024)).replace(/^\uFEFF/, '')
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)
}

type Sharp = typeof SharpDefault
let sharpModule: Promise<Sharp> | undefined
// Loaded on the first SVG: libvips costs memory a server without SVG images never needs.
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default))

let running = 0
const waiting: Array<() => void> = []

async function slot(): Promise<() => void> {
  if (running >= CONCURRENT_RENDERS) {
    if (waiting.length >= MAX_WAITING) throw new SvgBusy('too many drawings waiting')
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running += 1
  return () => {
    running -= 1
    waiting.shift()?.()
  }
}

/** The SVG drawn as a PNG; throws SvgRefused for what it will not draw. */
export async function rasteriseSvg(svg: Buffer): Promise<Buffer> {
  if (svg.length > SVG_MAX_BYTES) throw new SvgRefused('svg too large')
  if (/<!(DOCTYPE|ENTITY)/i.test(svg.toString('latin1'))) throw new SvgRefused('svg with a DOCTYPE')
  const sharp = await loadSharp()
  const release = await slot()
  try {
    return await sharp(svg, { limitInputPixels: MAX_PIXELS })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
      .png()
      .toBuffer()
  } catch (error) {
    throw new SvgRefused(error instanceof Error ? error.message : 'svg not drawn')
  } finally {
    release()
  }
}
