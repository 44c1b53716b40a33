import { useEffect, useRef, type ReactNode } from 'react'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { AudioLines, Captions, Check } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import type { MenuFocusReturn } from '../../hooks/use-menu-focus-return'
import type { PlayerTracks, TrackMenuModel } from '../../hooks/use-player-tracks'

const OFF = 'off'

type TrackMenuProps = {
  label: string
  testId: string
  icon: ReactNode
  model: TrackMenuModel
  /** Listed first; choosing it chooses none ('Desativadas'). */
  offLabel?: string
  onOpenChange: (open: boolean) => void
  focusReturn: MenuFocusReturn
}

/**
 * A button of the bar that opens a list of tracks (Radix: arrows move, Enter chooses, Escape closes,
 * the focus comes back to the button). Its content stays inside the bar, not in a portal: the
 * player's fullscreen element shows nothing outside itself.
 */
export function TrackMenu(props: TrackMenuProps) {
  const { label, testId, icon, model, offLabel, onOpenChange, focusReturn } = props
  const current = model.selected === null ? offLabel : model.labels[model.selected]
  const trigger = useRef<HTMLButtonElement>(null)
  // A menu that goes while open (the stream restarting under it) no longer holds the bar up.
  useEffect(() => () => onOpenChange(false), [onOpenChange])
  useEffect(() => {
    if (trigger.current) focusReturn.shown(testId, trigger.current)
  }, [focusReturn, testId])
  return (
    <DropdownMenu.Root onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild ref={trigger}>
        <Button
          type="button"
          variant="overlay"
          size="sm"
          data-testid={testId}
          title={current ? t('player.tracks.selected', { label: current }) : label}
        >
          {icon}
          <span className="max-sm:sr-only">{label}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        side="top"
        align="end"
        sideOffset={8}
        collisionPadding={8}
        // Radix gives focus back to the button a tick after the menu goes; an audio choice may
        // have taken the button away with the whole bar by then (hooks/use-menu-focus-return).
        onCloseAutoFocus={() => {
          if (!trigger.current?.isConnected) focusReturn.lost(testId)
        }}
        className="z-50 max-h-[60vh] min-w-48 overflow-y-auto rounded-md border border-border bg-surface-raised p-1 text-foreground shadow-lg"
      >
        <DropdownMenu.RadioGroup
          value={model.selected === null ? OFF : String(model.selected)}
          onValueChange={(value) => model.choose(value === OFF ? null : Number(value))}
        >
          {offLabel && <TrackItem value={OFF} label={offLabel} />}
          {model.labels.map((itemLabel, position) => (
            <TrackItem key={position} value={String(position)} label={itemLabel} />
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

function TrackItem({ value, label }: { value: string; label: string }) {
  return (
    <DropdownMenu.RadioItem
      value={value}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-3 text-base outline-none select-none data-[highlighted]:bg-white/15"
    >
      <span className="flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check aria-hidden className="size-4" />
        </DropdownMenu.ItemIndicator>
      </span>
      {label}
    </DropdownMenu.RadioItem>
  )
}

/** 'Áudio' (two tracks or more) and 'Legendas' (any subtitle), as the title has them. */
export function TrackMenus({
  tracks,
  onOpenChange,
  focusReturn,
}: {
  tracks: PlayerTracks
  onOpenChange: (open: boolean) => void
  focusReturn: MenuFocusReturn
}) {
  return (
    <>
      {tracks.audio && (
        <TrackMenu
          label={t('player.tracks.audio')}
          testId="player-audio-menu"
          icon={<AudioLines aria-hidden />}
          model={tracks.audio}
          onOpenChange={onOpenChange}
          focusReturn={focusReturn}
        />
      )}
      {tracks.subtitles && (
        <TrackMenu
          label={t('player.tracks.subtitles')}
          testId="player-subtitle-menu"
          icon={<Captions aria-hidden />}
          model={tracks.subtitles}
          offLabel={t('player.tracks.subtitlesOff')}
          onOpenChange={onOpenChange}
          focusReturn={focusReturn}
        />
      )}
    </>
  )
}
