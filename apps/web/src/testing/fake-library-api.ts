import type {
  ContinueItem,
  Favorite,
  MarkWatchedRequest,
  ProgressEntry,
  RecentChannel,
  SavePositionRequest,
} from '@myflix/shared'
import { entryFromSave } from '@/lib/api/library/progress-cache'
import { startLoopbackServer, type LoopbackServer } from './loopback-server'

/** One user's library as the fake server keeps it. */
export interface FakeLibrary {
  progress: ProgressEntry[]
  continue: ContinueItem[]
  favorites: Favorite[]
  channels: RecentChannel[]
}

const emptyLibrary = (): FakeLibrary => ({
  progress: [],
  continue: [],
  favorites: [],
  channels: [],
})
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } })
const newestFirst = <T>(list: T[], at: (item: T) => string) =>
  list.sort((a, b) => Date.parse(at(b)) - Date.parse(at(a)))

/**
 * The library routes on the loopback server, answering the contract's shapes for whichever user the
 * test says is signed in (the real server reads the session cookie). Other paths answer `fallback`
 * (404 by default). Positions keep the newest `at`, as the server does.
 */
export async function startFakeLibraryApi(
  fallback: (method: string, url: URL) => { status: number; body: unknown } | null = () => null,
) {
  const libraries = new Map<string, FakeLibrary>()
  let user = 'ana'
  const library = (id = user) => {
    let found = libraries.get(id)
    if (!found) libraries.set(id, (found = emptyLibrary()))
    return found
  }
  const posts: { path: string; body: unknown; user: string }[] = []

  const server: LoopbackServer = await startLoopbackServer(({ method, url, body }) => {
    const path = url.pathname
    if (method !== 'GET') posts.push({ path: `${method} ${path}`, body, user })
    const mine = library()
    if (path === '/api/library/progress' && method === 'GET') return ok(mine.progress)
    if (path === '/api/library/progress' && method === 'POST') {
      const request = body as SavePositionRequest
      const kept = mine.progress.find((e) => e.kind === request.kind && e.id === request.id)
      if (kept && Date.parse(kept.updated_at) > Date.parse(request.at)) return ok(kept)
      // The server's rule: watched past 90 %, and a watched title stays marked.
      const entry = entryFromSave(request, kept)
      mine.progress = newestFirst(
        [entry, ...mine.progress.filter((e) => e !== kept)],
        (e) => e.updated_at,
      )
      return ok(entry)
    }
    if (path === '/api/library/watched' && method === 'POST') {
      const request = body as MarkWatchedRequest
      const entries = request.items.map((item): ProgressEntry => ({
        ...item,
        programme: null,
        position: request.watched ? (item.duration ?? 0) : 0,
        duration: item.duration ?? 0,
        watched: request.watched,
        updated_at: request.at,
      }))
      const marked = new Set(entries.map((e) => `${e.kind}:${e.id}`))
      mine.progress = [...entries, ...mine.progress.filter((e) => !marked.has(`${e.kind}:${e.id}`))]
      return ok(entries)
    }
    if (path === '/api/library/continue' && method === 'GET') return ok(mine.continue)
    if (path.startsWith('/api/library/continue/') && method === 'DELETE') {
      const [, , , , kind, id] = path.split('/')
      mine.continue = mine.continue.filter((c) => c.content.id !== id)
      return ok({ kind, id })
    }
    if (path === '/api/library/favorites' && method === 'GET') return ok(mine.favorites)
    if (path === '/api/library/favorites' && method === 'POST') {
      const favorite = body as Favorite
      mine.favorites = newestFirst(
        [
          favorite,
          ...mine.favorites.filter((f) => f.id !== favorite.id || f.type !== favorite.type),
        ],
        (f) => f.addedAt,
      )
      return ok(mine.favorites)
    }
    if (path === '/api/library/favorites/import' && method === 'POST') {
      const { favorites } = body as { favorites: Favorite[] }
      for (const favorite of favorites) {
        if (!mine.favorites.some((f) => f.id === favorite.id && f.type === favorite.type))
          mine.favorites.push(favorite)
      }
      newestFirst(mine.favorites, (f) => f.addedAt)
      return ok(mine.favorites)
    }
    if (path.startsWith('/api/library/favorites/') && method === 'DELETE') {
      const [, , , , type, id] = path.split('/')
      mine.favorites = mine.favorites.filter((f) => f.id !== id || f.type !== type)
      return ok(mine.favorites)
    }
    if (path === '/api/library/channels' && method === 'GET') return ok(mine.channels)
    return fallback(method, url) ?? { status: 404, body: { success: false, error: path } }
  })

  return {
    server,
    /** Writes (anything but GET), in order, with the user signed in at the time. */
    posts,
    library,
    /** Who the session cookie names from now on. */
    signIn(id: string) {
      user = id
    },
    close: () => server.close(),
  }
}

export type FakeLibraryApi = Awaited<ReturnType<typeof startFakeLibraryApi>>
