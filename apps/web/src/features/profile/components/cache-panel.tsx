import { Trash2, Wifi, WifiOff } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useCachePanel } from '../hooks/use-cache-panel'
import { formatBytes } from '../lib/account-status'

/** Spec §2 Minha Conta cache panel: online state, item count, size, quota bar, clear action. */
export function CachePanel() {
  const { online, stats, clear, clearing } = useCachePanel()
  const used = stats?.quotaUsed ?? null
  const total = stats?.quotaAvailable ?? null
  const share = used !== null && total ? Math.min(100, (used / total) * 100) : null
  return (
    <section
      aria-labelledby="cache-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="cache-title" className="text-lg font-bold">
          {t('profile.cacheTitle')}
        </h2>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
            online ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
          )}
        >
          {online ? (
            <Wifi aria-hidden className="size-4" />
          ) : (
            <WifiOff aria-hidden className="size-4" />
          )}
          {online ? t('profile.online') : t('profile.offline')}
        </span>
      </div>
      {/* Two different figures: the app's own cache, and all the browser keeps for the site. */}
      <div className="flex flex-col gap-2">
        <dl className="grid grid-cols-2 gap-3" aria-describedby="cache-hint">
          <Figure label={t('profile.cacheItems')} value={stats ? String(stats.itemCount) : '…'} />
          <Figure
            label={t('profile.cacheSize')}
            value={stats ? formatBytes(stats.totalSize) : '…'}
          />
        </dl>
        <p id="cache-hint" className="text-sm text-muted">
          {t('profile.cacheHint')}
        </p>
      </div>
      <h3 className="-mb-2 font-semibold">{t('profile.storageTitle')}</h3>
      {share === null || used === null || total === null ? (
        <p className="text-sm text-muted">{t('profile.cacheQuotaUnknown')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <div
            role="progressbar"
            aria-label={t('profile.storageTitle')}
            aria-valuetext={t('profile.cacheQuota', {
              used: formatBytes(used),
              total: formatBytes(total),
            })}
            aria-describedby="storage-hint"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share)}
            className="h-2 overflow-hidden rounded-full bg-surface-raised"
          >
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${Math.max(share, 1)}%` }}
            />
          </div>
          <p className="text-sm">
            {t('profile.cacheQuota', { used: formatBytes(used), total: formatBytes(total) })}
          </p>
          <p id="storage-hint" className="text-sm text-muted">
            {t('profile.storageHint')}
          </p>
        </div>
      )}
      <Button type="button" variant="outline" onClick={() => void clear()} disabled={clearing}>
        <Trash2 aria-hidden />
        {t('profile.clearCache')}
      </Button>
    </section>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-raised p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  )
}
