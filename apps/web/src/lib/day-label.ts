import { t } from '@myflix/shared'
import { addDays } from '@/lib/programme-time'

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})

/** "Hoje, terça-feira, 14 de maio"; days further away have no relative word. */
export function dayLabel(midnight: number, today: number): string {
  const date = dateFormat.format(midnight * 1000)
  const relative =
    midnight === today
      ? t('guide.grid.today')
      : midnight === addDays(today, 1)
        ? t('guide.grid.tomorrow')
        : midnight === addDays(today, -1)
          ? t('guide.grid.yesterday')
          : null
  return relative ? t('guide.grid.dayLabel', { relative, date }) : date
}
