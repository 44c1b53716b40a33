import { useId } from 'react'
import { ChevronLeft, ChevronRight, Clock } from 'lucide-react'
import { t, type CategoryCount } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { remoteSelectKeyDown } from '@/lib/remote-select'

/** The guide's controls: category, 'Agora', the day before and after, and the day shown. */
export function GuideToolbar({
  categories,
  categoryId,
  onCategory,
  dayLabel,
  canGoBack,
  canGoForward,
  onDay,
  onNow,
}: {
  categories: readonly CategoryCount[]
  categoryId: string | null
  onCategory: (categoryId: string | null) => void
  dayLabel: string
  canGoBack: boolean
  canGoForward: boolean
  onDay: (step: -1 | 1) => void
  onNow: () => void
}) {
  const selectId = useId()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t('guide.grid.category')}
      </label>
      <select
        id={selectId}
        value={categoryId ?? ''}
        onChange={(event) => onCategory(event.target.value || null)}
        onKeyDown={remoteSelectKeyDown}
        className="min-h-11 max-w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-sm text-foreground sm:max-w-64"
      >
        <option value="">{t('guide.grid.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" onClick={onNow}>
        <Clock aria-hidden />
        {t('guide.grid.now')}
      </Button>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('guide.grid.previousDay')}
          disabled={!canGoBack}
          onClick={() => onDay(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p aria-live="polite" className="min-w-0 text-sm font-semibold first-letter:uppercase">
          {dayLabel}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('guide.grid.nextDay')}
          disabled={!canGoForward}
          onClick={() => onDay(1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  )
}
