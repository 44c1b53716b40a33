import type { CloudForm, CloudSummary } from '@myflix/shared'

/** A cloud with its password opened: server-side only, never sent to a browser or a log. */
export interface CloudCredentials {
  id: string
  userId: string
  name: string
  baseUrl: string
  username: string
  password: string
}

export type CloudChangeKind = 'saved' | 'activated' | 'deleted'

export interface CloudChange {
  userId: string
  cloudId: string
  change: CloudChangeKind
}

export type CloudChangeListener = (event: CloudChange) => void

/** What other modules (catalogue, media proxy) use; routes use the rest. */
export interface CloudsService {
  /** The user's active cloud, or null when there is none. */
  getActive(userId: string): Promise<CloudCredentials | null>
  /**
   * The active cloud's provider account (address and user name, as saved), or null without one.
   * Opens no password, so it stays readable when the password cannot be opened.
   */
  activeAccount(userId: string): Promise<{ baseUrl: string; username: string } | null>
  /** The cloud if it belongs to this user, else null. */
  getOwned(userId: string, cloudId: string): Promise<CloudCredentials | null>
  /** Active first, then newest; no passwords. */
  list(userId: string): Promise<CloudSummary[]>
  /** Spec §4: replaces every cloud of the user with this one, active. Form already validated. */
  save(userId: string, form: CloudForm): Promise<CloudSummary>
  /** null when the cloud is not the user's. */
  activate(userId: string, cloudId: string): Promise<CloudSummary | null>
  /** false when the cloud is not the user's. */
  remove(userId: string, cloudId: string): Promise<boolean>
  /** Called after each committed change; returns the unsubscribe function. */
  onChange(listener: CloudChangeListener): () => void
}
