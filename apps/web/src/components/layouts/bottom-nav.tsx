import { NavLink } from 'react-router'
import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'
import { MAIN_NAV } from './nav-items'

/** Phones (< 768 px): the five destinations of spec §2 along the bottom edge. */
export function BottomNav() {
  return (
    <nav
      aria-label={t('nav.mainLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/60 bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid grid-cols-5">
        {MAIN_NAV.map((item) => {
          const Icon = item.icon
          return (
            <li key={item.label}>
              <NavLink
                to={item.href}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[0.7rem] font-medium',
                    isActive ? 'text-foreground [&_svg]:text-accent' : 'text-muted',
                  )
                }
              >
                <Icon aria-hidden className="size-5" />
                {t(item.label)}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
