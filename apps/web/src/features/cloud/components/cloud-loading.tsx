import { CheckCircle2, LoaderCircle, XCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'
import { useCloudProcessing } from '../hooks/use-cloud-processing'
import { describeProgress, type ProgressRow } from '../lib/process-cloud'

/** /carregamento-nuvem: the real progress of the server's load, list by list. */
export function CloudLoadingPanel() {
  const { status, stage } = useCloudProcessing()
  const rows = describeProgress(status)

  return (
    <>
      <LoaderCircle aria-hidden className="size-12 animate-spin text-accent" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('screens.cloudLoading')}</h1>
      <p className="text-lg text-muted">{t('cloud.loading.description')}</p>
      <ul
        aria-label={t('cloud.loading.progressLabel')}
        aria-live="polite"
        className="flex w-full max-w-sm flex-col gap-2 text-left"
      >
        {rows.map((row) => (
          <ProgressLine key={row.type} row={row} />
        ))}
      </ul>
      {stage === 'account' && <p className="text-muted">{t('cloud.loading.account')}</p>}
    </>
  )
}

function ProgressLine({ row }: { row: ProgressRow }) {
  const failed = row.phase === t('cloud.loading.phases.failed')
  const done = row.phase === t('cloud.loading.phases.done')
  const Icon = failed ? XCircle : done ? CheckCircle2 : LoaderCircle
  const tone = failed ? 'text-danger' : done ? 'text-success' : 'text-muted'
  return (
    <li
      data-list={row.type}
      className={cn(
        'flex items-center gap-3 rounded-lg border bg-surface/80 px-4 py-3',
        row.active ? 'border-accent/60' : 'border-border',
      )}
    >
      <Icon
        aria-hidden
        className={cn('size-5 shrink-0', row.active ? 'animate-spin text-accent' : tone)}
      />
      <span className="font-semibold">{row.label}</span>
      <span className="text-sm text-muted">{row.phase}</span>
      <span className="ml-auto tabular-nums">
        {t('cloud.loading.items', { count: row.items.toLocaleString('pt-BR') })}
      </span>
    </li>
  )
}
