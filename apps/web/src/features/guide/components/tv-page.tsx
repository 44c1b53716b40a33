import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CalendarClock } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePlayChannel } from '../hooks/use-play-channel'
import { ChannelSections } from './channel-sections'

/**
 * /tv: live channels by category, each a row with what is on now; a row plays its channel. The
 * guide is one button away. `above` goes before the categories ('Assistidos recentemente').
 */
export function TvPage({ above }: { above?: ReactNode }) {
  const { playChannel, playCatchup, dialog } = usePlayChannel()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('screens.tv')}</h1>
        <Button asChild variant="secondary">
          <Link to={paths.guide.getHref()}>
            <CalendarClock aria-hidden />
            {t('guide.grid.title')}
          </Link>
        </Button>
      </div>
      {above}
      <ChannelSections onPlay={playChannel} onCatchup={playCatchup} />
      {dialog}
    </div>
  )
}
