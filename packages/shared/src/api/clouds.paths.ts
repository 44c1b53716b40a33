import { routeSpec } from './route'

/** The user's clouds; every route needs a session, and another user's cloud answers 404. */
export const cloudsPaths = {
  /** Active first. */
  list: routeSpec({ method: 'GET', path: '/api/clouds', answer: 'envelope' }),
  /**
   * Spec §4 saving a cloud: deletes the user's other clouds and inserts this one, active. The panel is
   * not called here: the client validates first with validar-nuvem.
   */
  save: routeSpec({ method: 'POST', path: '/api/clouds', answer: 'envelope' }),
  activate: routeSpec({ method: 'POST', path: '/api/clouds/:id/activate', answer: 'envelope' }),
  remove: routeSpec({ method: 'DELETE', path: '/api/clouds/:id', answer: 'envelope' }),
  /**
   * Spec §7 validar-nuvem: the form rules, then the panel itself. Answers the spec's own
   * `{ success, error }` (a refusal is a 200 with `success: false`); a form it rejects is a 400.
   */
  validate: routeSpec({ method: 'POST', path: '/api/functions/validar-nuvem', answer: 'json' }),
}
