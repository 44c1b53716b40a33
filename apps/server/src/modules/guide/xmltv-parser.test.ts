import { describe, expect, it } from 'vitest'
import { parseXmltv, XmltvError } from './xmltv-parser'
import type { XmltvParseOptions, XmltvProgramme } from './xmltv-parser'
import { zoneOffset } from '../../lib/zone-offset'

const NOW = Date.UTC(2026, 10, 20, 12) / 1000
const HOUR = 3600

async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

async function* pieces(...parts: Buffer[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield part
}

async function parse(
  xml: string | Buffer | AsyncIterable<Buffer>,
  options: Partial<XmltvParseOptions> = {},
) {
  const programmes: XmltvProgramme[] = []
  const bytes =
    typeof xml === 'string' || Buffer.isBuffer(xml) ? chunked(Buffer.from(xml), 4096) : xml
  const result = await parseXmltv(bytes, {
    zone: zoneOffset(null),
    from: NOW - 2 * 24 * HOUR,
    to: NOW + 3 * 24 * HOUR,
    onProgramme: (programme) => programmes.push(programme),
    ...options,
  })
  return { result, programmes }
}

async function failure(xml: string | Buffer, options: Partial<XmltvParseOptions> = {}) {
  try {
    await parse(xml, options)
  } catch (error) {
    if (error instanceof XmltvError) return error
    throw error
  }
  throw new Error('expected an XmltvError')
}

const guide = (body: string, prolog = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${prolog}\n<tv generator-info-name="panel">\n${body}\n</tv>\n`

const programme = (channel: string, start: string, stop: string, inner: string) =>
  `  <programme start="${start}" stop="${stop}" channel="${channel}">\n    ${inner}\n  </programme>`

const PRETTY = guide(
  [
    '  <channel id="globo.br">\n    <display-name>Globo</display-name>\n  </channel>',
    programme(
      'globo.br',
      '20261120110000 -0300',
      '20261120120000 -0300',
      '<title lang="pt">Jornal &amp; Notícias</title>\n    <title lang="en">News</title>\n    <desc lang="pt"><![CDATA[O <melhor> jornal]]></desc>',
    ),
    programme(
      'globo.br',
      '20261120120000 -0300',
      '20261120133000 -0300',
      '<title>  Futebol: Flamengo × Palmeiras 📺 </title><category>Esporte</category>',
    ),
  ].join('\n'),
)

describe('XMLTV parser', () => {
  it('reads programmes of a pretty-printed guide: first title and description, entities, CDATA', async () => {
    const { result, programmes } = await parse(PRETTY)
    expect(result).toEqual({ document: true, programmes: 2, skipped: 0, outside: 0 })
    expect(programmes).toEqual([
      {
        channel: 'globo.br',
        start: NOW + 2 * HOUR,
        end: NOW + 3 * HOUR,
        title: 'Jornal & Notícias',
        description: 'O <melhor> jornal',
      },
      {
        channel: 'globo.br',
        start: NOW + 3 * HOUR,
        end: NOW + 4.5 * HOUR,
        title: 'Futebol: Flamengo × Palmeiras 📺',
        description: '',
      },
    ])
  })

  it('reads the same guide minified, in one line', async () => {
    const minified = PRETTY.replace(/>\s+</g, '><').replace(/\n/g, '')
    expect(minified).not.toContain('\n')
    expect((await parse(minified)).programmes).toEqual((await parse(PRETTY)).programmes)
  })

  it('decodes the same whatever byte a chunk ends on, multi-byte characters included', async () => {
    const bytes = Buffer.from(PRETTY)
    const expected = (await parse(PRETTY)).programmes
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { programmes } = await parse(pieces(bytes.subarray(0, cut), bytes.subarray(cut)))
      expect(programmes, `cut at ${cut}`).toEqual(expected)
    }
    const { programmes } = await parse(chunked(bytes, 1))
    expect(programmes).toEqual(expected)
  })

  it('caps titles and descriptions without splitting a character, and drops overlong channel ids', async () => {
    const long = programme(
      'c1',
      '20261120120000 +0000',
      '20261120130000 +0000',
      `<title>${'a'.repeat(199)}📺</title><desc>${'é'.repeat(5000)}</desc>`,
    )
    const badId = programme('x'.repeat(201), '20261120120000 +0000', '20261120130000 +0000', '')
    const { result, programmes } = await parse(guide(long + badId))
    expect(programmes[0]?.title).toBe('a'.repeat(199))
    expect(programmes[0]?.description).toBe('é'.repeat(1000))
    expect(result.skipped).toBe(1)
  })

  it('skips a programme with bad dates, not the guide; keeps only the window', async () => {
    const body = [
      programme('c', 'yesterday', '20261120130000 +0000', '<title>bad start</title>'),
      programme('c', '20261120120000 +0000', '2026112013', '<title>bad stop</title>'),
      programme('c', '20261120130000 +0000', '20261120120000 +0000', '<title>backwards</title>'),
      programme('', '20261120120000 +0000', '20261120130000 +0000', '<title>no channel</title>'),
      programme('c', '20261115120000 +0000', '20261115130000 +0000', '<title>too old</title>'),
      programme('c', '20261123120000 +0000', '20261123130000 +0000', '<title>too far</title>'),
      programme('c', '20261118113000 +0000', '20261118123000 +0000', '<title>ends inside</title>'),
      programme('c', '202611201300', '202611201400', '<title>local time</title>'),
    ].join('')
    const { result, programmes } = await parse(guide(body))
    expect(result).toMatchObject({ programmes: 2, skipped: 4, outside: 2 })
    expect(programmes.map((p) => p.title)).toEqual(['ends inside', 'local time'])
    const saoPaulo = await parse(guide(body), { zone: zoneOffset('America/Sao_Paulo') })
    expect(saoPaulo.programmes[1]?.start).toBe(NOW + 4 * HOUR)
  })

  it('refuses a DOCTYPE that declares anything: an entity bomb, an external entity', async () => {
    const bomb = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE tv [',
      '<!ENTITY a "aaaaaaaaaa">',
      ...Array.from(
        { length: 9 },
        (_, n) => `<!ENTITY ${'b'.repeat(n + 1)} "${`&${n ? 'b'.repeat(n) : 'a'};`.repeat(10)}">`,
      ),
      ']>',
      `<tv>${programme('c', '20261120120000 +0000', '20261120130000 +0000', '<title>&bbbbbbbbb;</title>')}</tv>`,
    ].join('\n')
    expect((await failure(bomb)).kind).toBe('unsafe')
    const external = `<?xml version="1.0"?><!DOCTYPE tv [<!ENTITY x SYSTEM "file:///etc/passwd">]><tv><programme start="20261120120000 +0000" stop="20261120130000 +0000" channel="c"><title>&x;</title></programme></tv>`
    expect((await failure(external)).kind).toBe('unsafe')
    expect((await failure('<!DOCTYPE tv [ ]><tv/>')).kind).toBe('unsafe')
  })

  it('reads past the bare DOCTYPE XC panels send, never loading its DTD', async () => {
    const xml = `<?xml version="1.0" encoding="utf-8" ?><!DOCTYPE tv SYSTEM "http://127.0.0.1:9/xmltv.dtd"><tv>${programme('c', '20261120120000 +0000', '20261120130000 +0000', '<title>Jornal</title>')}</tv>`
    const { programmes } = await parse(xml)
    expect(programmes.map((p) => p.title)).toEqual(['Jornal'])
  })

  it('keeps an entity it does not know, and a stray control character, as text', async () => {
    const sloppy = guide(
      programme(
        'c',
        '20261120120000 +0000',
        '20261120130000 +0000',
        '<title>Caf&eacute; &amp; Cia</title><desc>Linha\u0001 um</desc>',
      ),
    )
    const { programmes } = await parse(sloppy)
    expect(programmes[0]).toMatchObject({
      title: 'Caf&eacute; & Cia',
      description: 'Linha\u0001 um',
    })
  })

  it('fails on a truncated guide, even one cut inside a character', async () => {
    const bytes = Buffer.from(PRETTY)
    expect((await failure(bytes.subarray(0, bytes.length - 40))).kind).toBe('malformed')
    const inside = bytes.indexOf(Buffer.from('📺')) + 2
    expect((await failure(bytes.subarray(0, inside))).kind).toBe('malformed')
  })

  it('fails on an encoding other than UTF-8, declared or not', async () => {
    const latin1 = guide(
      programme('c', '20261120120000 +0000', '20261120130000 +0000', '<title>Notícias</title>'),
      '<?xml version="1.0" encoding="ISO-8859-1"?>',
    )
    expect((await failure(Buffer.from(latin1, 'latin1'))).kind).toBe('encoding')
    const undeclared = latin1.replace(' encoding="ISO-8859-1"', '')
    expect((await failure(Buffer.from(undeclared, 'latin1'))).kind).toBe('encoding')
    expect((await failure(Buffer.from(undeclared, 'utf16le'))).kind).toBe('encoding')
    expect((await parse(latin1.replace('ISO-8859-1', 'utf8'))).programmes[0]?.title).toBe(
      'Notícias',
    )
  })

  it('fails past the programme cap and on a node too long to buffer', async () => {
    const three = guide(
      [12, 13, 14]
        .map((h) => programme('c', `20261120${h}0000 +0000`, `20261120${h}3000 +0000`, ''))
        .join(''),
    )
    expect((await failure(three, { maxProgrammes: 2 })).kind).toBe('too-large')
    const huge = guide(
      programme(
        'c',
        '20261120120000 +0000',
        '20261120130000 +0000',
        `<desc>${'x'.repeat(3_000_000)}</desc>`,
      ),
    )
    expect((await failure(huge)).kind).toBe('malformed')
    expect((await failure(`<!--${'-x'.repeat(1_000_000)}-->`)).kind).toBe('malformed')
  })

  it('says an empty or blank body has no document; anything but <tv> fails', async () => {
    expect((await parse('')).result.document).toBe(false)
    expect((await parse('\uFEFF \n\t ')).result.document).toBe(false)
    expect((await parse(guide(''))).result).toMatchObject({ document: true, programmes: 0 })
    expect((await failure('<html><body>Erro</body></html>')).kind).toBe('malformed')
    expect((await failure('{"user_info":{"auth":0}}')).kind).toBe('malformed')
  })
})
