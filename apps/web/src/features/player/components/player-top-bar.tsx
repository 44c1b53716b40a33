import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import { t, type PlaybackPath } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { PlayerRequest } from '@/stores/player-store'
import { HOLD_ATTRIBUTE } from '../hooks/use-controls-visibility'
import type { LiveFormat } from '../hooks/use-stream-source'
import { episodeLine } from '../lib/episode-label'

const FORMAT_NAMES: Record<LiveFormat, string> = { hls: 'HLS', ts: 'MPEG-TS' }

type TopBarProps = {
  request: PlayerRequest
  visible: boolean
  onClose: () => void
  /** Live: the format the stream is not in now, to switch to (once the stream's format is known). */
  otherFormat: LiveFormat | null
  onFormat: (format: LiveFormat) => void
  /** Live with a channel list: "Canal 3 de 40". */
  channelPosition: { position: number; total: number } | null
  /** Live: the programme on now and next (or the one of the archive playing), under the channel. */
  programme?: ReactNode
  /** Live: 'Assistir do início' or 'Voltar ao vivo' (issue 19). */
  actions?: ReactNode
  /** What the server does to the stream (issue 20): said in a small line when it is not `direct`. */
  path?: PlaybackPath | null
}

/**
 * Close, the title ("T1E3 · name" under a series), what the server does to the stream, and for live
 * the channel's number, its programme, the badge and the format switch; a programme of the archive
 * is not live, so has neither.
 */
export function PlayerTopBar(props: TopBarProps) {
  const { request, visible, otherFormat, channelPosition } = props
  const channel = request.type === 'live'
  const live = channel && !request.catchup
  // An episode is named by its show; the episode itself goes on the line below.
  const heading = request.episode && request.content ? request.content.name : request.title
  const number = channel ? request.content?.number : null
  const trailing = props.actions != null || live || channelPosition !== null
  return (
    <div
      {...{ [HOLD_ATTRIBUTE]: '' }}
      data-testid="player-top-bar"
      data-visible={visible}
      className={cn(
        'flex items-center gap-3 px-3 py-2 transition-opacity duration-300 sm:px-5',
        // On a phone the badge and buttons take the close button's line, and the channel and its
        // programme the whole width under them: side by side they squeezed the name to "1 BR …"
        // and the badge covered the programme's times.
        trailing && 'max-sm:flex-wrap',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <Button variant="ghost" size="icon" aria-label={t('player.close')} onClick={props.onClose}>
        <X aria-hidden />
      </Button>
      <div className={cn('min-w-0 flex-1', trailing && 'max-sm:order-last max-sm:basis-full')}>
        <h2 className="truncate text-lg font-semibold">
          {number != null && (
            <span data-testid="player-channel-number" className="mr-2 text-muted tabular-nums">
              {number}
            </span>
          )}
          {heading}
        </h2>
        {request.episode && (
          <p data-testid="player-episode" className="truncate text-sm text-muted">
            {episodeLine(request.episode)}
          </p>
        )}
        {props.programme}
        {props.path && props.path !== 'direct' && (
          <p
            data-testid="player-path"
            data-path={props.path}
            className="truncate text-xs text-muted"
          >
            {t(`player.path.${props.path}`)}
          </p>
        )}
      </div>
      {trailing && (
        <div className="flex items-center gap-3 max-sm:ml-auto">
          {props.actions}
          {live && (
            <span className="rounded bg-accent px-2 py-0.5 text-xs font-bold">
              {t('player.live')}
            </span>
          )}
          {live && otherFormat && (
            <Button
              variant="outline"
              size="xs"
              title={t('player.useFormatHint')}
              onClick={() => props.onFormat(otherFormat)}
            >
              {t('player.useFormat', { format: FORMAT_NAMES[otherFormat] })}
            </Button>
          )}
          {channelPosition && (
            <span className="text-sm text-muted max-sm:hidden">
              {t('player.channelPosition', channelPosition)}
            </span>
          )}
        </div>
      )}
    </div>
  )
}
