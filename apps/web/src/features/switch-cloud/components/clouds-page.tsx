import { useState } from 'react'
import { Link } from 'react-router'
import { Cloud, Plus, Trash2 } from 'lucide-react'
import { t, type CloudSummary } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useActivateCloud, useClouds, useDeleteCloud } from '@/lib/api/clouds'
import { cloudsLoadMessage } from '../lib/clouds-load-message'
import { DeleteCloudDialog } from './delete-cloud-dialog'

export type CloudsPageProps = {
  /** After a switch: mirror the cloud locally and re-process the catalogue. */
  onActivated: (cloud: CloudSummary) => void
  /** After the active cloud is deleted: forget it locally. */
  onActiveDeleted: () => void
}

/** /trocar-nuvem, 'Minhas Nuvens' (spec §2 Cloud flow). */
export function CloudsPage({ onActivated, onActiveDeleted }: CloudsPageProps) {
  const clouds = useClouds()
  const activate = useActivateCloud()
  const remove = useDeleteCloud()
  const [deleting, setDeleting] = useState<CloudSummary | null>(null)

  const onActivate = async (cloud: CloudSummary) => {
    try {
      const active = await activate.mutateAsync(cloud.id)
      notify({ title: t('profile.activated'), variant: 'success' })
      onActivated(active)
    } catch {
      notify({ title: t('profile.activateFailed'), variant: 'error' })
    }
  }
  const onDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify({ title: t('profile.deleted'), variant: 'success' })
      if (deleting.is_active) onActiveDeleted()
      setDeleting(null)
    } catch {
      notify({ title: t('profile.deleteFailed'), variant: 'error' })
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.cloudsTitle')}</h1>
        <Button asChild>
          <Link to={paths.cloudForm.getHref()}>
            <Plus aria-hidden />
            {t('profile.addCloud')}
          </Link>
        </Button>
      </div>
      {clouds.isPending ? (
        <Spinner className="mx-auto" />
      ) : clouds.isError ? (
        <p role="alert" className="text-danger">
          {cloudsLoadMessage(clouds.error)}
        </p>
      ) : clouds.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center text-muted">
          <Cloud aria-hidden className="size-12" />
          <p className="text-lg">{t('profile.noClouds')}</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {clouds.data.map((cloud) => (
              <li key={cloud.id}>
                <CloudCard
                  cloud={cloud}
                  busy={activate.isPending}
                  onActivate={() => void onActivate(cloud)}
                  onDelete={() => setDeleting(cloud)}
                />
              </li>
            ))}
          </ul>
          {/* Spec §1 keeps one cloud per user: say so before the user adds another. */}
          <p className="text-sm text-muted">{t('profile.addReplacesHint')}</p>
        </>
      )}
      <DeleteCloudDialog
        cloudName={deleting?.cloud_name ?? ''}
        open={deleting !== null}
        pending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </div>
  )
}

function CloudCard({
  cloud,
  busy,
  onActivate,
  onDelete,
}: {
  cloud: CloudSummary
  busy: boolean
  onActivate: () => void
  onDelete: () => void
}) {
  return (
    <article
      aria-label={cloud.cloud_name}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h2 className="truncate text-lg font-bold">{cloud.cloud_name}</h2>
          {cloud.is_active && (
            <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-sm font-semibold text-success">
              {t('profile.activeBadge')}
            </span>
          )}
        </div>
        <p className="truncate text-sm text-muted">
          {t('profile.cloudAddress')}: {cloud.xtream_url}
        </p>
        <p className="truncate text-sm text-muted">
          {t('profile.cloudUser')}: {cloud.xtream_user}
        </p>
      </div>
      <div className="flex gap-2">
        {!cloud.is_active && (
          <Button type="button" onClick={onActivate} disabled={busy}>
            {t('profile.activate')}
          </Button>
        )}
        <Button
          type="button"
          variant="dangerOutline"
          size="icon"
          aria-label={`${t('profile.delete')} ${cloud.cloud_name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </article>
  )
}
