import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD } from '../../../test/support/accounts'
import { cloudsServerFor, signedInBrowser } from '../../../test/support/clouds-server'
import { testDatabaseKinds } from '../../../test/support/databases'
import { browserClient } from '../../../test/support/http-client'
import {
  card,
  episode,
  episodePosition,
  favorite,
  libraryClient,
  moviePosition,
  secondsFromNow,
  type LibraryClient,
} from '../../../test/support/library-client'

describe.each(testDatabaseKinds())('/api/library owners and scopes on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: LibraryClient
  let anaBrowser: Awaited<ReturnType<typeof signedInBrowser>>['browser']
  let bia: LibraryClient
  const suffix = kind.name.toLowerCase()
  const anaEmail = `ana.owners.${suffix}@example.com`

  beforeAll(async () => {
    anaBrowser = (await signedInBrowser(env.server, anaEmail)).browser
    ana = libraryClient(anaBrowser)
    bia = libraryClient(
      (await signedInBrowser(env.server, `bia.owners.${suffix}@example.com`)).browser,
    )
  })

  /** Everything the library answers a user, as one value to compare. */
  const everything = async (client: LibraryClient) => ({
    progress: await client.progress(),
    continueWatching: await client.continueWatching(),
    favorites: await client.favorites(),
    channels: await client.channels(),
  })
  const saveCloud = async (xtreamUser: string) => {
    const saved = await anaBrowser.post('/api/clouds', {
      nuvemNome: 'Casa',
      xtreamURL: env.demoUrl,
      xtreamUser,
      xtreamPass: xtreamUser,
    })
    expect(saved.status).toBe(200)
  }
  const s1e1 = episode('s1e1', 1, 1)

  /** A little of every kind of row, in Ana's current scope. */
  async function fill(client: LibraryClient, tag: string) {
    await client.save(moviePosition(`${tag}-m`, 900))
    await client.save(episodePosition(`${tag}-s`, { ...s1e1, id: `${tag}-e` }, 300, null))
    await client.mark({
      watched: true,
      content: card('movie', `${tag}-w`),
      items: [{ kind: 'movie', id: `${tag}-w`, series_id: null, episode: null, duration: 100 }],
      next: null,
      at: secondsFromNow(-1),
    })
    await client.addFavorite(favorite('movie', `${tag}-f`, secondsFromNow(-1)))
    await client.addChannel(`${tag}-c`)
  }

  it('keeps each user apart: B never sees nor changes A’s rows on any route', async () => {
    await fill(ana, 'ana')
    const anaBefore = await everything(ana)
    expect(anaBefore.progress).toHaveLength(3)
    expect(anaBefore.continueWatching).toHaveLength(2)
    expect(await everything(bia)).toEqual({
      progress: [],
      continueWatching: [],
      favorites: [],
      channels: [],
    })
    // B's writes with A's ids land in B's library; B's removals find nothing of A's.
    await bia.remove('movie', 'ana-m')
    await bia.remove('series', 'ana-s')
    await bia.removeFavorite('movie', 'ana-f')
    await bia.save(moviePosition('ana-m', 4_000, { at: secondsFromNow(0) }))
    await bia.mark({
      watched: false,
      content: card('movie', 'ana-w'),
      items: [{ kind: 'movie', id: 'ana-w', series_id: null, episode: null, duration: 100 }],
      next: null,
      at: secondsFromNow(0),
    })
    await bia.importFavorites([favorite('movie', 'ana-f', secondsFromNow(0), 'Da Bia')])
    await bia.addChannel('ana-c')
    expect(await everything(ana)).toEqual(anaBefore)
    expect((await bia.progress()).map((entry) => entry.id).sort()).toEqual(['ana-m', 'ana-w'])
  })

  it('keeps a library per provider account: another cloud starts empty, the same one comes back', async () => {
    // Until now Ana had no cloud: her rows are the demo catalogue's.
    const demo = await everything(ana)
    await saveCloud('demo')
    expect(await everything(ana)).toEqual({
      progress: [],
      continueWatching: [],
      favorites: [],
      channels: [],
    })
    await fill(ana, 'demo-account')
    const first = await everything(ana)
    await saveCloud('xc')
    expect((await everything(ana)).progress).toEqual([])
    await fill(ana, 'xc-account')
    // Saving the first nuvem again (a new cloud row) finds its library as it was.
    await saveCloud('demo')
    expect(await everything(ana)).toEqual(first)
    // Without a cloud, the demo's library is back too.
    const [cloud] = (
      (await (await anaBrowser.request('/api/clouds')).json()) as {
        data: Array<{ id: string }>
      }
    ).data
    expect(
      (await anaBrowser.request(`/api/clouds/${cloud!.id}`, { method: 'DELETE' })).status,
    ).toBe(200)
    expect(await everything(ana)).toEqual(demo)
  })

  it('keeps the newest of many interleaved saves from two devices of one user', async () => {
    const phone = ana
    const tv = browserClient(env.server.url)
    const signIn = await tv.post('/api/auth/sign-in/email', {
      email: anaEmail,
      password: TEST_PASSWORD,
    })
    expect(signIn.status).toBe(200)
    const devices = [phone, libraryClient(tv)]
    const base = Date.now() - 600_000
    // 120 saves, their times shuffled so late ones often arrive first, sent 12 at a time.
    const saves = Array.from({ length: 120 }, (_, i) => ({ offset: (i * 7_919) % 120, i }))
    const newest = saves.reduce((a, b) => (a.offset > b.offset ? a : b))
    for (let start = 0; start < saves.length; start += 12) {
      const answers = await Promise.all(
        saves.slice(start, start + 12).map(({ offset, i }) =>
          devices[i % 2]!.save(
            moviePosition('shared', 1_000 + offset, {
              at: new Date(base + offset * 1_000).toISOString(),
            }),
          ).then((answer) => ({ answer, offset })),
        ),
      )
      // Each answer is the stored entry: never older than the save it answers.
      for (const { answer, offset } of answers)
        expect(Date.parse(answer.updated_at)).toBeGreaterThanOrEqual(base + offset * 1_000)
    }
    const stored = (await devices[1]!.progress()).find((entry) => entry.id === 'shared')
    expect(stored).toMatchObject({
      position: 1_000 + newest.offset,
      updated_at: new Date(base + newest.offset * 1_000).toISOString(),
    })
  })
})
