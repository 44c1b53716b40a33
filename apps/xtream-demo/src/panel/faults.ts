import type { AccountFault } from '../accounts'

const CRLF = '\r\n'

/** XUI hides every refusal behind the stock nginx 404 page. */
export function nginx404(): Response {
  return new Response(
    ['<html>', '<head><title>404 Not Found</title></head>', '<body>']
      .concat(['<center><h1>404 Not Found</h1></center>', '<hr><center>nginx</center>'])
      .concat(['</body>', '</html>', ''])
      .join(CRLF),
    { status: 404, headers: { 'content-type': 'text/html' } },
  )
}

/** A panel whose streaming servers are down: its nginx answers every stream with 503. */
export function nginx503(): Response {
  return new Response(
    ['<html>', '<head><title>503 Service Temporarily Unavailable</title></head>', '<body>']
      .concat(['<center><h1>503 Service Temporarily Unavailable</h1></center>'])
      .concat(['<hr><center>nginx</center>', '</body>', '</html>', ''])
      .join(CRLF),
    { status: 503, headers: { 'content-type': 'text/html' } },
  )
}

const HTML = { 'content-type': 'text/html; charset=UTF-8' }
const JSON_TYPE = { 'content-type': 'application/json' }

/**
 * What a faulty account answers to catalogue actions. `slow` and `truncated` need the real
 * answer, so they are applied by the caller; `streams` faults the streams only.
 */
export function faultResponse(
  fault: Exclude<AccountFault, 'slow' | 'truncated' | 'login' | 'streams'>,
) {
  switch (fault) {
    case '429':
      return new Response('<html><body><h1>429 Too Many Requests</h1></body></html>', {
        status: 429,
        headers: { ...HTML, 'retry-after': '30' },
      })
    case '500':
      return new Response(
        '<html><head><title>500 Internal Server Error</title></head><body><center><h1>500 Internal Server Error</h1></center><hr><center>nginx</center></body></html>',
        { status: 500, headers: HTML },
      )
    case 'html':
      // A WAF challenge page answered with 200, which naive clients try to parse as JSON.
      return new Response(
        '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><noscript>Enable JavaScript and cookies to continue</noscript></body></html>',
        { status: 200, headers: HTML },
      )
    case 'empty':
      return new Response('', { status: 200, headers: JSON_TYPE })
  }
}

export function truncate(body: Uint8Array): Uint8Array {
  return body.subarray(0, Math.max(1, Math.floor(body.length / 2)))
}
