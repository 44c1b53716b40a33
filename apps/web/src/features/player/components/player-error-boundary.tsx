import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AlertTriangle, LoaderCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import {
  classifyBoundaryError,
  decideBoundary,
  freshBoundaryMemory,
  type BoundaryErrorKind,
  type BoundaryMemory,
} from '../lib/boundary-policy'
import { unlockInterface } from '../lib/interface-lock'

type BoundaryProps = {
  children: ReactNode
  episode: boolean
  mobile: boolean
  onClose: () => void
}

type BoundaryState = {
  view: 'ok' | 'retrying' | 'recovering' | 'card'
  kind: BoundaryErrorKind
  /** Bumped to remount the player after a retry. */
  generation: number
}

/** Catches a crash of the player overlay; behaviour in lib/boundary-policy.ts. */
export class PlayerErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { view: 'ok', kind: 'player', generation: 0 }
  private memory: BoundaryMemory = freshBoundaryMemory
  private timer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { view: 'retrying' }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('player crashed', error, info.componentStack)
    const kind = classifyBoundaryError(error)
    const { decision, memory } = decideBoundary(this.memory, {
      kind,
      mobile: this.props.mobile,
      now: Date.now(),
    })
    this.memory = memory
    clearTimeout(this.timer)
    if (decision.action === 'retry') {
      this.setState({ view: 'retrying', kind })
      this.timer = setTimeout(this.remount, decision.delayMs)
    } else if (decision.action === 'recover') {
      unlockInterface()
      this.setState({ view: 'recovering', kind })
      this.timer = setTimeout(() => this.setState({ view: 'card' }), decision.ms)
    } else this.setState({ view: 'card', kind })
  }

  override componentWillUnmount() {
    clearTimeout(this.timer)
  }

  private remount = () => {
    this.setState((state) => ({ view: 'ok', generation: state.generation + 1 }))
  }

  private manualRetry = () => {
    this.memory = freshBoundaryMemory
    clearTimeout(this.timer)
    this.remount()
  }

  override render() {
    const { view, kind, generation } = this.state
    if (view === 'ok') return <div key={generation}>{this.props.children}</div>
    const title = this.props.episode
      ? t('player.boundary.episodeTitle')
      : t('player.boundary.title')
    return (
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={title}
        className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-black p-6 text-center text-foreground"
      >
        {view === 'retrying' && (
          <>
            <LoaderCircle aria-hidden className="size-12 animate-spin text-accent" />
            <p className="text-lg font-semibold">{t('player.boundary.temporary')}</p>
            <p className="text-muted">
              {this.props.episode ? t('player.preparingEpisode') : t('player.loading')}
            </p>
          </>
        )}
        {view === 'recovering' && (
          <>
            <LoaderCircle aria-hidden className="size-12 animate-spin text-accent" />
            <p className="text-lg font-semibold">{t('player.boundary.recoveringTitle')}</p>
            <p className="text-muted">{t('player.boundary.recoveringText')}</p>
          </>
        )}
        {view === 'card' && (
          <>
            <AlertTriangle aria-hidden className="size-12 text-danger" />
            <p className="text-lg font-semibold">{title}</p>
            <p className="text-muted">
              {kind === 'dom' ? t('player.boundary.interface') : t('player.boundary.video')}
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Button onClick={this.manualRetry}>
                {kind === 'dom' ? t('player.boundary.fix') : t('player.boundary.retry')}
              </Button>
              <Button variant="outline" onClick={() => window.location.reload()}>
                {t('player.boundary.reload')}
              </Button>
              <Button variant="ghost" onClick={this.props.onClose}>
                {t('player.close')}
              </Button>
            </div>
          </>
        )}
      </div>
    )
  }
}
