/**
 * The signed-in shell carries the answers a cold signed-in page asks for first (the session, the
 * library's and parental control's reads, the catalogue's status and, on the home, its lists), as
 * JSON in this element: the page then renders without a chain of round trips (apps/server's web
 * module writes it, apps/web's `trackedFetch` takes each once). A `<script type="application/json">`
 * is data, never run, so the CSP is untouched.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers'

/** One answer as the server gave it: the status and the body's text. */
export interface FirstAnswer {
  status: number
  body: string
}

/** The answers by request path with its query (`/api/catalog/movie/recent?limit=20`). */
export type FirstAnswers = Record<string, FirstAnswer>

/**
 * How long after the page's start the app takes an answer from the shell instead of the network:
 * enough for the first screen's requests on a slow phone, short enough that a later request (a
 * poll, a screen opened afterwards) always goes to the server.
 */
export const FIRST_ANSWERS_KEEP_MS = 15_000

/** The shell's JSON, safe inside a script element: `<` never appears, so nothing can close it. */
export const firstAnswersJson = (answers: FirstAnswers): string =>
  JSON.stringify(answers).replace(/</g, '\\u003c')
