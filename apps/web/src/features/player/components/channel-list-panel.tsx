import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { X } from 'lucide-react'
import { t, type ChannelNowNext } from '@myflix/shared'
import { ChannelLogo } from '@/components/content/channel-logo'
import { Button } from '@/components/ui/button'
import { useNow } from '@/hooks/use-now'
import { cn } from '@/lib/cn'
import { formatTimeRange, nowNextAt, programmeProgress } from '@/lib/programme-time'
import type { PlayerChannel } from '@/stores/player-store'
import { useListNowNext } from '../hooks/use-live-guide'
import { listKeyTarget } from '../lib/list-keys'
import { ProgrammeProgress } from './live-programme'

export const CHANNEL_LIST_ID = 'player-channel-list'
/** Fixed row height, so a long list is virtualised without measuring. */
const ROW_PX = 72
const CLOCK_STEP_MS = 30_000

/** A list not laid out yet (0 high) is taken as the window's height, so its rows mount at once. */
const observeListRect: typeof observeElementRect<HTMLDivElement> = (instance, onRect) =>
  observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  )

type PanelProps = {
  channels: readonly PlayerChannel[]
  currentId: string
  onPick: (channel: PlayerChannel) => void
  onClose: () => void
}

/**
 * The channels of the ↑/↓ list, sliding in over the video: logo, number, name and what is on now.
 * The playing channel is marked and in view, and has the focus; ↑/↓, Home/End and Page keys move
 * through the rows, Enter or a click plays one.
 */
export function ChannelListPanel({ channels, currentId, onPick, onClose }: PanelProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const currentIndex = Math.max(
    0,
    channels.findIndex((channel) => channel.id === currentId),
  )
  const [active, setActive] = useState(currentIndex)
  // The lint warns for the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 6,
    initialRect: { width: 320, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    observeElementRect: observeListRect,
    initialOffset: () => Math.max(0, currentIndex * ROW_PX - 2 * ROW_PX),
  })
  const rows = virtualizer.getVirtualItems()
  const ids = useMemo(() => channels.map((channel) => channel.id), [channels])
  const guide = useListNowNext(ids, rows[0]?.index ?? 0, rows.at(-1)?.index ?? -1)
  const clock = useNow(CLOCK_STEP_MS)

  useEffect(() => {
    virtualizer.scrollToIndex(active, { align: 'auto' })
  }, [virtualizer, active])

  // The active row takes the focus when it mounts (it may mount only after the list scrolled to it).
  const focusRow = useCallback(
    (row: HTMLButtonElement | null) => row?.focus({ preventScroll: true }),
    [],
  )

  const onKeyDown = (event: KeyboardEvent) => {
    // A Page key moves by the rows on screen, less one kept for context.
    const onScreen = Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_PX) - 1
    const target = listKeyTarget(event.key, active, channels.length, onScreen)
    if (target === null) return
    event.preventDefault()
    setActive(target)
  }

  // It ends above the bar, so play, volume and 'Canais' stay in reach while it is open.
  return (
    <aside
      id={CHANNEL_LIST_ID}
      aria-label={t('guide.player.channelList')}
      data-testid="player-channel-list"
      className="absolute top-0 bottom-16 left-0 z-10 flex w-80 max-w-[85vw] flex-col rounded-br-xl border-r border-b border-white/10 bg-black/85 backdrop-blur transition-transform duration-200 starting:-translate-x-full"
    >
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <h3 className="font-semibold">{t('guide.player.channels')}</h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('guide.player.closeChannelList')}
          onClick={onClose}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" onKeyDown={onKeyDown}>
        <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const channel = channels[row.index]!
            return (
              <li
                key={channel.id}
                data-index={row.index}
                className="absolute inset-x-0"
                style={{ top: row.start, height: ROW_PX }}
                aria-setsize={channels.length}
                aria-posinset={row.index + 1}
              >
                <ChannelRow
                  channel={channel}
                  current={channel.id === currentId}
                  entry={guide.get(channel.id)}
                  clock={clock}
                  tabIndex={row.index === active ? 0 : -1}
                  buttonRef={row.index === active ? focusRow : undefined}
                  onFocus={() => setActive(row.index)}
                  onPick={() => onPick(channel)}
                />
              </li>
            )
          })}
        </ul>
      </div>
    </aside>
  )
}

type RowProps = {
  channel: PlayerChannel
  current: boolean
  entry: ChannelNowNext | undefined
  clock: number
  tabIndex: number
  buttonRef?: (row: HTMLButtonElement | null) => void
  onFocus: () => void
  onPick: () => void
}

function ChannelRow({
  channel,
  current,
  entry,
  clock,
  tabIndex,
  buttonRef,
  onFocus,
  onPick,
}: RowProps) {
  const { now } = nowNextAt(entry, clock)
  const number = channel.content?.number
  return (
    <button
      type="button"
      ref={buttonRef}
      tabIndex={tabIndex}
      aria-current={current ? 'true' : undefined}
      onFocus={onFocus}
      onClick={onPick}
      className={cn(
        'flex size-full items-center gap-3 px-4 text-left outline-none hover:bg-white/10 focus-visible:bg-white/15 focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset',
        current && 'bg-accent/25',
      )}
    >
      <ChannelLogo channel={{ id: channel.id, image: channel.poster ?? null }} size={44} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          {number != null && <span className="text-sm text-muted tabular-nums">{number}</span>}
          <span className="truncate font-medium">{channel.title}</span>
        </span>
        {now && (
          <>
            <span className="truncate text-xs text-muted">
              <span className="tabular-nums">{formatTimeRange(now)}</span> {now.title}
            </span>
            <ProgrammeProgress ratio={programmeProgress(now, clock)} thin />
          </>
        )}
      </span>
    </button>
  )
}
