import { useEffect, useId, useRef } from 'react'
import { t, type ContinueItem } from '@myflix/shared'
import { ScrollRow } from '@/components/content/scroll-row'
import { useVisibleContinue } from '@/hooks/use-visible-library'
import { useRefreshStaleContinue, useRemoveContinue } from '@/lib/api/library'
import { usePlayer } from '@/stores/player-store'
import { continueRequest, isPlayable } from '../lib/continue-request'
import { ContinueCard } from './continue-card'

/**
 * 'Continuar Assistindo' (issue 17), the home's first row: started movies, per series the episode
 * to watch next, and programmes of channels' archives (issue 19), newest first, adult ones left out
 * while parental control holds. Shown only when it has something. A card plays at once; 'Remover'
 * takes it off the row.
 */
export function ContinueWatchingRow() {
  const titleId = useId()
  const { visible } = useVisibleContinue()
  const remove = useRemoveContinue()
  const { play, isOpen } = usePlayer()
  useRefreshAfterPlayback(isOpen)
  const items = visible.filter(isPlayable)
  if (items.length === 0) return null
  const title = t('library.continueWatching')
  return (
    <section aria-labelledby={titleId} className="pb-8" data-testid="continue-watching">
      <div className="mb-3 flex min-h-11 items-center">
        <h2 id={titleId} className="text-base leading-tight font-bold sm:text-xl">
          {title}
        </h2>
      </div>
      <ScrollRow
        label={title}
        items={items}
        // A channel's programmes are cards of their own.
        getKey={(item: ContinueItem) =>
          item.kind === 'catchup' ? `catchup:${item.id}` : `${item.content.type}:${item.content.id}`
        }
        renderItem={(item) => (
          <ContinueCard
            item={item}
            onPlay={() => play(continueRequest(item))}
            onRemove={() => remove.mutate(item)}
          />
        )}
      />
    </section>
  )
}

/** What was just watched moves the row (a new position, the next episode): ask again on close. */
function useRefreshAfterPlayback(playerOpen: boolean) {
  const refresh = useRefreshStaleContinue()
  const wasOpen = useRef(playerOpen)
  useEffect(() => {
    if (wasOpen.current && !playerOpen) refresh()
    wasOpen.current = playerOpen
  }, [playerOpen, refresh])
}
