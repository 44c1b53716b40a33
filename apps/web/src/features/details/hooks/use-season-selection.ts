import { useEffect, useRef, useState } from 'react'
import {
  createDebounce,
  createSeasonSwitcher,
  SEASON_TIMING,
  type SeasonSwitcher,
} from '../lib/season-change'

/**
 * The season and episode on screen (spec §4): season changes go through the switcher's timings and
 * reset the episode to the season's first and the list to its first page; episode picks are
 * debounced 500 ms. `picked` is a new object at every pick that lands (the same card twice too), so
 * the page can tell a pick, which plays, from a selection that merely follows a season change.
 */
export function useSeasonSelection(seasons: readonly number[]) {
  const [chosen, setChosen] = useState<number | null>(null)
  const season = chosen !== null && seasons.includes(chosen) ? chosen : (seasons[0] ?? null)
  const [pending, setPending] = useState<number | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [pages, setPages] = useState(1)
  const [picked, setPicked] = useState<{ id: string } | null>(null)
  const current = useRef(season)
  const switcher = useRef<SeasonSwitcher | null>(null)
  const select = useRef<ReturnType<typeof createDebounce<string>> | null>(null)

  useEffect(() => {
    current.current = season
  })

  useEffect(() => {
    const created = createSeasonSwitcher({
      current: () => current.current,
      apply: (next) => {
        setChosen(next)
        setSelectedId(null)
        setPages(1)
      },
      onChange: setPending,
    })
    const debounce = createDebounce<string>((id) => {
      setSelectedId(id)
      setPicked({ id })
    }, SEASON_TIMING.selectDebounceMs)
    switcher.current = created
    select.current = debounce
    return () => {
      created.dispose()
      debounce.cancel()
    }
  }, [])

  return {
    season,
    /** The season being switched to, while the change is under way. */
    pending,
    /** null: the season's first episode. */
    selectedId,
    /** The last episode picked on its card, once the debounce let it through. */
    picked,
    pages,
    changeSeason: (next: number) => switcher.current?.request(next) ?? false,
    selectEpisode: (id: string) => select.current?.call(id),
    loadMore: () => setPages((count) => count + 1),
  }
}
