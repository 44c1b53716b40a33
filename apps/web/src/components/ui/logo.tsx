import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'

const sizes = { sm: 'text-2xl', md: 'text-4xl', lg: 'text-6xl' } as const

export function Logo({
  size = 'md',
  className,
}: {
  size?: keyof typeof sizes
  className?: string
}) {
  return (
    <span
      className={cn(
        'font-black tracking-tight text-accent drop-shadow-[0_2px_12px_rgba(229,9,20,0.45)] select-none',
        sizes[size],
        className,
      )}
    >
      {t('common.appName')}
    </span>
  )
}
