import {
  FIRST_ANSWERS_ELEMENT_ID,
  FIRST_ANSWERS_KEEP_MS,
  type FirstAnswer,
  type FirstAnswers,
} from '@myflix/shared'

// The signed-in shell's answers to the page's first requests (packages/shared's first-answers):
// each is handed out once, to the first GET of its path in the page's first seconds, as if the
// server had just sent it. Anything else, and everything after, goes to the network; so does every
// read after the first write, which may have changed what the shell holds.

let answers: Map<string, FirstAnswer> | null = null

const isAnswer = (value: unknown): value is FirstAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FirstAnswer).status === 'number' &&
  typeof (value as FirstAnswer).body === 'string'

function read(): Map<string, FirstAnswer> {
  if (answers) return answers
  answers = new Map()
  const element = globalThis.document?.getElementById(FIRST_ANSWERS_ELEMENT_ID)
  if (!element) return answers
  element.remove()
  try {
    const parsed = JSON.parse(element.textContent ?? '') as FirstAnswers
    for (const [path, answer] of Object.entries(parsed)) {
      if (isAnswer(answer)) answers.set(path, answer)
    }
  } catch {
    // A page with no usable answers asks the network for everything.
  }
  return answers
}

function pathOf(input: RequestInfo | URL): string | null {
  const url = new URL(input instanceof Request ? input.url : input, window.location.href)
  return url.origin === window.location.origin ? url.pathname + url.search : null
}

/** The shell's answer to this request, once; null when it has none (or it is too late). */
export function takeFirstAnswer(input: RequestInfo | URL, init?: RequestInit): Response | null {
  if (typeof window === 'undefined') return null
  const stored = read()
  if (stored.size === 0) return null
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  if (method !== 'GET' || performance.now() > FIRST_ANSWERS_KEEP_MS) {
    stored.clear()
    return null
  }
  const path = pathOf(input)
  const answer = path === null ? undefined : stored.get(path)
  if (!answer || path === null) return null
  stored.delete(path)
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  })
}
