import type { ReactNode } from 'react'
import { AlertTriangle, LoaderCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { PlayerMachineState } from '../lib/player-machine'
import { providerDownText, unavailableText, type PlayKind } from '../lib/player-texts'
import { ExternalPlayerOffer } from './external-player-offer'

type StatusProps = {
  state: PlayerMachineState
  /** Candidates still being asked for (the media play endpoint). */
  preparing: boolean
  /** Asking the media play endpoint itself failed. */
  requestFailed: boolean
  /** What 'unavailable' says here, when not the kind's own words (a catch-up programme). */
  unavailable?: string | null
  /**
   * The server said up front that it is converting all the videos it can (`media.busy`): the
   * candidate to offer an external player instead. A 429 from the stream says it as an error.
   */
  busyUrl?: string | null
  kind: PlayKind
  buffering: boolean
  onRetry: () => void
  onUnlock: () => void
  onClose: () => void
}

function Panel({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      role={busy ? 'status' : 'alert'}
      className={cn(
        'absolute inset-0 flex flex-col items-center justify-center gap-3 overflow-y-auto p-6 text-center',
        // Messages need to be read over any poster; a loading veil may let the picture show.
        busy ? 'bg-black/70' : 'bg-black/95',
      )}
    >
      {children}
    </div>
  )
}

function Busy({ title, hint }: { title: string; hint?: string }) {
  return (
    <Panel busy>
      <LoaderCircle aria-hidden className="size-12 animate-spin text-accent" />
      <p className="text-lg font-semibold">{title}</p>
      {hint && <p className="text-muted">{hint}</p>}
    </Panel>
  )
}

/** Retry and close always, so no end state leaves only a black screen; unlock where spec §2 has it. */
function Actions({
  onRetry,
  onClose,
  onUnlock,
}: {
  onRetry: () => void
  onClose: () => void
  onUnlock?: () => void
}) {
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      <Button onClick={onRetry}>{t('player.retry')}</Button>
      <Button variant="outline" onClick={onClose}>
        {t('player.closeAction')}
      </Button>
      {onUnlock && (
        <Button variant="ghost" onClick={onUnlock}>
          {t('player.unlock')}
        </Button>
      )}
    </div>
  )
}

function Failure({
  title,
  text,
  ...actions
}: {
  title: string
  text: string
  onRetry: () => void
  onClose: () => void
  onUnlock?: () => void
}) {
  return (
    <Panel>
      <AlertTriangle aria-hidden className="size-12 text-danger" />
      <p className="max-w-md text-lg font-semibold">{title}</p>
      <p className="max-w-md text-muted">{text}</p>
      <Actions {...actions} />
    </Panel>
  )
}

/** What covers the video: loading, retrying, recovering, the errors of spec §2/§8, or nothing. */
export function PlayerStatus(props: StatusProps) {
  const { state, kind, onRetry, onUnlock, onClose } = props
  if (state.phase === 'recovering')
    return <Busy title={t('player.recovering')} hint={t('player.recoveringHint')} />
  const busyUrl = state.error?.kind === 'busy' ? state.error.url : props.busyUrl
  if (busyUrl)
    return (
      <Panel>
        <ExternalPlayerOffer url={busyUrl} reason="busy" onRetry={onRetry} />
      </Panel>
    )
  if (state.error?.kind === 'unreachable')
    return (
      <Failure
        title={t('player.providerDown')}
        text={providerDownText(kind)}
        onRetry={onRetry}
        onClose={onClose}
      />
    )
  if (props.requestFailed || state.error?.kind === 'unavailable')
    return (
      <Failure
        title={props.unavailable || unavailableText(kind)}
        text={t('player.unavailableHint')}
        onRetry={onRetry}
        onClose={onClose}
        onUnlock={onUnlock}
      />
    )
  if (state.error?.kind === 'breaker')
    return (
      <Failure
        title={t('player.breakerTitle')}
        text={t('player.breakerText')}
        onRetry={onRetry}
        onClose={onClose}
        onUnlock={onUnlock}
      />
    )
  if (state.error?.kind === 'unsupported')
    return (
      <Panel>
        <ExternalPlayerOffer url={state.error.url} onRetry={onRetry} />
      </Panel>
    )
  if (state.phase === 'retrying') return <Busy title={t('player.tryingAlternatives')} />
  if (props.preparing || state.phase === 'initializing')
    return <Busy title={kind === 'episode' ? t('player.preparingEpisode') : t('player.loading')} />
  if (state.playing && props.buffering)
    return (
      <div role="status" className="pointer-events-none absolute inset-0 grid place-items-center">
        <LoaderCircle
          aria-label={t('player.buffering')}
          className="size-12 animate-spin text-white/90"
        />
      </div>
    )
  if (!state.playing)
    return (
      <Panel>
        <Actions onRetry={onRetry} onClose={onClose} />
      </Panel>
    )
  return null
}
