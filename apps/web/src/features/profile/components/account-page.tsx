import { t } from '@myflix/shared'
import { Spinner } from '@/components/ui/spinner'
import { useUserInfo } from '@/lib/api/account'
import { ApiError } from '@/lib/api/transport'
import { cn } from '@/lib/cn'
import { describeAccountStatus } from '../lib/account-status'
import { formatExpiry } from '../lib/format-expiry'
import { CachePanel } from './cache-panel'

/** Spec §2 Minha Conta: the cloud account (get-user-info) and the cache panel. */
export function AccountPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.accountTitle')}</h1>
      <AccountDetails />
      <CachePanel />
    </div>
  )
}

function AccountDetails() {
  const account = useUserInfo()
  if (account.isPending) return <Spinner className="mx-auto" />
  if (account.isError)
    return (
      <p role="alert" className="rounded-2xl border border-danger/50 bg-surface p-5 text-danger">
        {/* Only our server's (and the transport's) pt-BR reasons; a drifted answer's is English. */}
        {(account.error instanceof ApiError && account.error.message) ||
          t('profile.accountLoadFailed')}
      </p>
    )
  const info = account.data
  const status = describeAccountStatus(info.status)
  return (
    <section
      aria-label={t('profile.accountTitle')}
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row label={t('profile.username')} value={info.username || t('profile.notAvailable')} />
        <Row
          label={t('profile.status')}
          value={status.text}
          valueClass={status.active ? 'text-success' : 'text-danger'}
        />
        <Row label={t('profile.expiry')} value={formatExpiry(info.exp_date)} />
        <Row
          label={t('profile.maxConnections')}
          value={
            info.max_connections === null ? t('profile.notAvailable') : String(info.max_connections)
          }
        />
      </dl>
    </section>
  )
}

function Row({ label, value, valueClass }: { label: string; value: string; valueClass?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={cn('text-lg font-semibold', valueClass)}>{value}</dd>
    </div>
  )
}
