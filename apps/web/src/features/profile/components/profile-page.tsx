import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { ChevronRight, Cloud, LogOut, RefreshCw, Settings, UserRound } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useUpdateContent } from '../hooks/use-update-content'
import { EmailLine } from './email-line'

type Tile = { label: string; hint: string; icon: ComponentType<{ className?: string }> }

/** Spec §2 Profile: the connected user, four tiles, the red Sair button and the version. */
export function ProfilePage({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const update = useUpdateContent()
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.title')}</h1>
      <section className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent/20 text-accent">
          <UserRound aria-hidden className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">{t('profile.connectedAs')}</p>
          {email && <EmailLine email={email} className="text-lg font-semibold" />}
        </div>
      </section>
      <nav aria-label={t('profile.title')} className="grid gap-3 sm:grid-cols-2">
        <TileLink
          to={paths.account.getHref()}
          tile={{
            label: t('profile.myAccount'),
            hint: t('profile.myAccountHint'),
            icon: UserRound,
          }}
        />
        <TileLink
          to={paths.settings.getHref()}
          tile={{ label: t('profile.settings'), hint: t('profile.settingsHint'), icon: Settings }}
        />
        <TileLink
          to={paths.switchCloud.getHref()}
          tile={{
            label: t('profile.switchCloud'),
            hint: t('profile.switchCloudHint'),
            icon: Cloud,
          }}
        />
        <button
          type="button"
          onClick={() => void update.run()}
          disabled={update.pending}
          className={tileClass}
        >
          <TileBody
            tile={{
              label: t('profile.updateContent'),
              hint: t('profile.updateContentHint'),
              icon: RefreshCw,
            }}
            spinning={update.pending}
          />
        </button>
      </nav>
      <Button type="button" onClick={onSignOut} variant="danger" size="lg">
        <LogOut aria-hidden />
        {t('profile.signOut')}
      </Button>
      <p className="text-center text-sm text-muted">{t('common.version')}</p>
    </div>
  )
}

const tileClass =
  'flex min-h-20 cursor-pointer items-center gap-4 rounded-2xl border border-border bg-surface p-4 text-left transition-colors hover:border-accent/60 hover:bg-surface-raised disabled:cursor-wait disabled:opacity-70'

function TileLink({ to, tile }: { to: string; tile: Tile }) {
  return (
    <Link to={to} className={tileClass}>
      <TileBody tile={tile} />
    </Link>
  )
}

function TileBody({ tile, spinning = false }: { tile: Tile; spinning?: boolean }) {
  const Icon = tile.icon
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-raised">
        <Icon className={cn('size-5', spinning && 'animate-spin')} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{tile.label}</span>
        <span className="text-sm text-muted">{tile.hint}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 text-muted" />
    </>
  )
}
