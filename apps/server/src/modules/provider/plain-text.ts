import { decodeHTML } from 'entities'

// Panels paste plots, names and casts from web pages, markup included: '<b>negrito</b> &amp;
// "aspas"'. The web shows these as text and never renders HTML, so the markup is taken out here,
// once, when the provider's answer is read. Every step is one forward pass (no regular expression
// that can backtrack), so a hostile text costs time in proportion to its length.

/** Tags that end a line of text where they stand. */
const LINE_BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'tr',
  'ul',
  'ol',
  'table',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
])
/** Tags whose content is code, not text: dropped with them. */
const RAW_TEXT = new Set(['script', 'style'])
/**
 * The elements pasted markup uses. Anything else between angle brackets is the provider's text:
 * a programme called 'Top 10 <Clipes>' keeps its '<Clipes>'.
 */
const HTML_ELEMENTS = new Set([
  ...LINE_BREAKS,
  ...RAW_TEXT,
  'a',
  'abbr',
  'b',
  'big',
  'body',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'dd',
  'del',
  'dl',
  'dt',
  'em',
  'font',
  'head',
  'html',
  'i',
  'iframe',
  'img',
  'ins',
  'link',
  'mark',
  'meta',
  'nobr',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'title',
  'tt',
  'u',
  'wbr',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'figure',
  'figcaption',
  'label',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'svg',
  'video',
  'audio',
  'source',
  'object',
  'embed',
  'noscript',
  'base',
  'map',
  'area',
  'kbd',
  'samp',
  'var',
  'dfn',
  'bdi',
  'bdo',
  'ruby',
  'rt',
  'rp',
  'time',
  'data',
  'summary',
  'details',
  'dialog',
  'picture',
  'canvas',
  'frame',
  'frameset',
  'marquee',
  'blink',
])

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57)

/** Whether the text can hold markup at all: most provider texts cannot, and skip the work. */
export function mayHoldMarkup(text: string): boolean {
  return text.includes('<') || text.includes('&')
}

/** The tag's lower-case name ('' for `<!…>`/`<?…>`) and whether it closes (`</b>`). */
function readTag(text: string, lt: number): { name: string; closing: boolean } {
  let at = lt + 1
  const closing = text.charCodeAt(at) === 47 // '/'
  if (closing) at += 1
  const start = at
  while (at < text.length && isNameChar(text.charCodeAt(at))) at += 1
  return { name: text.slice(start, at).toLowerCase(), closing }
}

/**
 * Tags removed (a line break for `<br>`, `<p>` and other blocks), `<script>`/`<style>` removed with
 * their content, comments removed, entities (named and numeric) decoded, runs of spaces made one
 * and blank lines dropped. A `<` that does not open a tag ('5 < 6', '<3', or no `>` after it) is
 * text. Decoding comes last, so an encoded tag (`&lt;b&gt;`) stays visible text, as it was meant.
 */
export function htmlToPlainText(html: string): string {
  const parts: string[] = []
  let at = 0
  // The first '>' after the current '<': searched again only once passed, so the scan stays
  // linear; -1 once none is left (every later '<' is then text), -2 before the first search.
  let gt = -2
  while (at < html.length) {
    const lt = html.indexOf('<', at)
    if (lt === -1) break
    const next = html.charCodeAt(lt + 1)
    const opensTag = isLetter(next) || next === 47 || next === 33 || next === 63 // / ! ?
    if (gt !== -1 && gt <= lt) gt = html.indexOf('>', lt + 1)
    const tag = opensTag && gt !== -1 ? readTag(html, lt) : null
    // `<!…>`, `<?…>` and the tags of HTML elements are markup; `<Clipes>` is text.
    if (!tag || (next !== 33 && next !== 63 && !HTML_ELEMENTS.has(tag.name))) {
      parts.push(html.slice(at, lt + 1))
      at = lt + 1
      continue
    }
    parts.push(html.slice(at, lt))
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      at = end === -1 ? html.length : end + 3
      continue
    }
    at = gt + 1
    if (LINE_BREAKS.has(tag.name)) parts.push('\n')
    else if (RAW_TEXT.has(tag.name) && !tag.closing) {
      const close = new RegExp(`</${tag.name}`, 'gi')
      close.lastIndex = at
      const found = close.exec(html)
      if (!found) at = html.length
      else {
        const end = html.indexOf('>', found.index)
        at = end === -1 ? html.length : end + 1
      }
    }
  }
  if (at < html.length) parts.push(html.slice(at))
  return tidyWhitespace(decodeHTML(parts.join('')))
}

/** One space for each run of spaces, tabs or no-break spaces; no blank lines; no edge space. */
function tidyWhitespace(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\r?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}
