import { Link, useMatch } from 'react-router'
import { LogOut } from 'lucide-react'
import { t } from '@myflix/shared'
import { Logo } from '@/components/ui/logo'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useSpatialItem } from '@/lib/spatial-navigation'
import { FOOTER_NAV, GUIDE_NAV, LIVE_TV_NAV, MAIN_NAV, SEARCH_NAV, type NavItem } from './nav-items'

const itemClass = (collapsed: boolean, active = false) =>
  cn(
    'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg text-sm font-medium transition-colors hover:bg-surface-raised hover:text-foreground focus-visible:text-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset [&_svg]:size-5 [&_svg]:shrink-0',
    collapsed ? 'justify-center px-0' : 'px-3',
    active ? 'bg-surface-raised text-foreground' : 'text-muted',
  )

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem
  collapsed: boolean
  onNavigate?: () => void
}) {
  const label = t(item.label)
  const Icon = item.icon
  // A string className, not NavLink's function: the tooltip trigger (Slot) merges class strings.
  const active = useMatch(item.href) !== null
  const { ref, itemProps } = useSpatialItem<HTMLAnchorElement>()
  return (
    <Tooltip label={label}>
      <Link
        ref={ref}
        {...itemProps}
        to={item.href}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={itemClass(collapsed, active)}
      >
        <Icon aria-hidden />
        <span className={cn(collapsed && 'sr-only')}>{label}</span>
      </Link>
    </Tooltip>
  )
}

/** Perfil is the footer's (spec §2 lists it there too): one link to it, not two. */
const GROUP_NAV = [...MAIN_NAV.filter((item) => item.href !== paths.profile.getHref()), SEARCH_NAV]

/**
 * The sidebar's content (spec §2): the brand, group 'Navegação' with the destinations and Buscar,
 * then 'TV ao Vivo' and 'Guia de Programação' (ours), and a footer with Perfil, Configurações and Sair. `collapsed` shows
 * icons with tooltips.
 */
export function SidebarContent({
  collapsed = false,
  onSignOut,
  onNavigate,
}: {
  collapsed?: boolean
  onSignOut: () => void
  onNavigate?: () => void
}) {
  const signOutLabel = t('auth.logout.label')
  const { ref: signOutRef, itemProps: signOutProps } = useSpatialItem<HTMLButtonElement>()
  return (
    <div className="flex h-full flex-col gap-4 p-2">
      <div className={cn('flex h-12 items-center', collapsed ? 'justify-center px-0' : 'px-2')}>
        {collapsed ? (
          // A monogram, named as an image: a name on a plain span is not one (axe, issue 21).
          <span
            role="img"
            className="text-xl font-black text-accent"
            aria-label={t('common.appName')}
          >
            m
          </span>
        ) : (
          <Logo size="sm" />
        )}
      </div>
      <nav aria-labelledby="sidebar-nav-label" className="flex flex-1 flex-col gap-1">
        <p
          id="sidebar-nav-label"
          className={collapsed ? 'sr-only' : 'px-3 pb-1 text-xs font-semibold text-muted uppercase'}
        >
          {t('nav.mainLabel')}
        </p>
        {[...GROUP_NAV, LIVE_TV_NAV, GUIDE_NAV].map((item) => (
          <SidebarLink key={item.label} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </nav>
      <div className="flex flex-col gap-1 border-t border-border/60 pt-2">
        {FOOTER_NAV.map((item) => (
          <SidebarLink key={item.label} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
        <Tooltip label={signOutLabel}>
          <button
            ref={signOutRef}
            {...signOutProps}
            type="button"
            onClick={onSignOut}
            className={itemClass(collapsed)}
          >
            <LogOut aria-hidden />
            <span className={cn(collapsed && 'sr-only')}>{signOutLabel}</span>
          </button>
        </Tooltip>
      </div>
    </div>
  )
}
