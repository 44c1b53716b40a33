import { describe, expect, it } from 'vitest'
import { SVG_MAX_BYTES, SvgRefused, looksLikeSvg, rasteriseSvg } from './svg-raster'

const svg = (attributes: string, inner = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`)

describe('rasteriseSvg', () => {
  it('draws an SVG as a PNG of its size, with none of its markup', async () => {
    const png = await rasteriseSvg(
      svg(
        'width="30" height="45" onload="alert(1)"',
        '<rect width="30" height="45"/><script>alert(2)</script>',
      ),
    )
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(30)
    expect(png.readUInt32BE(20)).toBe(45)
    expect(png.includes('alert')).toBe(false)
  })

  it('keeps a huge drawing to a poster-sized PNG or refuses it', async () => {
    const big = await rasteriseSvg(
      svg('width="3000" height="2000"', '<rect width="9" height="9"/>'),
    )
    expect([big.readUInt32BE(16), big.readUInt32BE(20)]).toEqual([1024, 683])
    await expect(rasteriseSvg(svg('width="100000" height="100000"'))).rejects.toThrow(SvgRefused)
  })

  it('refuses a DOCTYPE (entity bombs, external entities) and an oversized file', async () => {
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&x;</text></svg>',
    )
    await expect(rasteriseSvg(bomb)).rejects.toThrow(SvgRefused)
    const padded = svg('width="9" height="9"', `<!--${'x'.repeat(SVG_MAX_BYTES)}-->`)
    await expect(rasteriseSvg(padded)).rejects.toThrow(SvgRefused)
    await expect(rasteriseSvg(Buffer.from('<svg'))).rejects.toThrow(SvgRefused)
  })
})

describe('looksLikeSvg', () => {
  it('knows an SVG after a prolog or comments, and nothing else', () => {
    expect(
      looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg width="1">')),
    ).toBe(true)
    expect(looksLikeSvg(Buffer.from('<SVG>'))).toBe(true)
    expect(looksLikeSvg(Buffer.from('<html><svg>'))).toBe(false)
    expect(looksLikeSvg(Buffer.from('<svgx>'))).toBe(false)
  })
})
