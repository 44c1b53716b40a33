import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Info } from 'lucide-react'
import { t, type CatalogItem, type ContentType, type Episode, type Programme } from '@myflix/shared'
import { DemoNotice } from '@/components/content/demo-notice'
import { DemoWatchDialog } from '@/components/content/demo-watch-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { channelsQueryOptions, usePrefetchChannels } from '@/lib/api/catalog/lists'
import { useSeriesEpisodes } from '@/lib/api/catalog/titles'
import { isParentalBlocked } from '@/lib/api/transport'
import { useChannelSchedule } from '../hooks/use-channel-schedule'
import { useDetails } from '../hooks/use-details'
import { useEpisodeAvailability } from '../hooks/use-episode-availability'
import { useSeasonSelection } from '../hooks/use-season-selection'
import { useTitleLibrary } from '../hooks/use-title-library'
import { useWatch, type WatchExtras } from '../hooks/use-watch'
import { toPlayerChannels } from '../lib/channel-list'
import { episodeTag, episodeWindow, seasonEpisodes, seasonNumbers } from '../lib/episodes'
import { episodeRef } from '../lib/library-requests'
import { titleFacts } from '../lib/title-facts'
import { episodePlan, followsPick, watchPlan, type WatchPlan } from '../lib/watch-plan'
import { BlockedTitle } from './blocked-title'
import { ChannelSchedule } from './channel-schedule'
import { DetailsHeader } from './details-header'
import { EpisodesSection } from './episodes-section'
import { RELATED_LIMIT, RelatedCarousel } from './related-carousel'
import { TitleDescription } from './title-description'
import { TitleSummary } from './title-summary'
import { WatchActions } from './watch-actions'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /details/{type}/{id} and /details/{id} (spec §2 Details). */
export function DetailsPage({ types, id }: { types: readonly ContentType[]; id: string }) {
  const details = useDetails(types, id)
  // The title's name once it is shown: never a title parental control hides (an error keeps the
  // last data, so only a success names it).
  useDocumentTitle((details.isSuccess && details.data.item?.name) || t('screens.details'))
  if (details.isPending) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-muted">
        <h1 className="sr-only">{t('screens.details')}</h1>
        <Spinner label={t('titles.details.loading')} />
        <p>{t('titles.details.loading')}</p>
      </div>
    )
  }
  if (details.isError && isParentalBlocked(details.error)) return <BlockedTitle />
  if (details.isError || !details.data.item) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="sr-only">{t('screens.details')}</h1>
        <p role="alert" className="text-lg text-muted">
          {t(details.isError ? 'titles.details.loadFailed' : 'titles.details.notFound')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {details.isError && (
            <Button onClick={() => void details.refetch()}>{t('common.retry')}</Button>
          )}
          <Button asChild variant="secondary">
            <Link to={paths.home.getHref()}>{t('common.backHome')}</Link>
          </Button>
        </div>
      </div>
    )
  }
  const { item, ...origin } = details.data
  return <DetailsView key={`${item.type}/${item.id}`} item={item} {...origin} />
}

function DetailsView({
  item,
  fallback,
  demo,
  hasCloud,
}: {
  item: CatalogItem
  fallback: boolean
  demo: boolean
  hasCloud: boolean
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const facts = titleFacts(item)
  const { session, onWatch } = useWatch()
  const [watched, setWatched] = useState(false)
  const [demoDialog, setDemoDialog] = useState(false)
  const isSeries = item.type === 'series'

  // A demo title has no provider behind it: no episodes to ask for, no channel list to zap through.
  const episodesQuery = useSeriesEpisodes(isSeries && !demo ? item.id : null)
  usePrefetchChannels(item.category_id, item.type === 'live' && !demo)
  const schedule = useChannelSchedule(item.id, item.type === 'live' && !demo, item.tv_archive_days)
  const byseason = episodesQuery.data?.episodes
  const seasons = useMemo(() => (byseason ? seasonNumbers(byseason) : []), [byseason])
  const selection = useSeasonSelection(seasons)
  const { season, selectedId, pages } = selection
  const episodes = useMemo(
    () => (byseason && season !== null ? seasonEpisodes(byseason, season) : []),
    [byseason, season],
  )
  const visible = useMemo(
    () => episodes.slice(0, episodeWindow(episodes.length, pages).shown),
    [episodes, pages],
  )
  const availability = useEpisodeAvailability(visible, item.id)
  const foundIndex = episodes.findIndex((episode) => episode.id === selectedId)
  const selectedIndex = foundIndex === -1 ? 0 : foundIndex
  const selectedEpisode = episodes[selectedIndex]
  const library = useTitleLibrary(item, byseason)

  // Every play names the title (and the episode) so the player can save where it stands.
  const play = (plan: WatchPlan, extras: WatchExtras = {}) =>
    onWatch(plan.request, plan.title, {
      poster: plan.poster,
      content: item,
      episode: plan.episode && episodeRef(plan.episode),
      ...extras,
    })

  // The channel's category, for ↑/↓ in the player; without it the player plays this channel alone.
  const categoryChannels = () =>
    queryClient
      .fetchQuery(channelsQueryOptions(item.category_id))
      .then(toPlayerChannels, () => undefined)

  // A movie from `startAt` (the resume offer); a series from the episode to continue, if any.
  const watch = async (startAt: number | null) => {
    if (demo) {
      setDemoDialog(true)
      return
    }
    const { pick } = library
    const plan = pick ? episodePlan(item, pick.episode) : watchPlan(item, byseason, selectedEpisode)
    if (!plan) return
    const channels = item.type === 'live' ? await categoryChannels() : undefined
    if (play(plan, { channels, startAt: pick ? pick.startAt : startAt })) setWatched(true)
  }

  // Issue 19: a programme of the channel's archive, from its beginning, with the category for ↑/↓.
  const watchCatchup = async ({ start, end, title }: Programme) => {
    const plan = watchPlan(item, undefined, undefined)
    if (plan) play(plan, { channels: await categoryChannels(), catchup: { start, end, title } })
  }

  // Spec §4: a picked episode plays (after the 500 ms debounce), replacing what the player plays;
  // with the player open, another season's first episode follows into it too.
  const playingEpisode = session?.request.type === 'episode' ? session.request.id : null
  const shownEpisode = useRef<string | undefined>(undefined)
  const handledPick = useRef(selection.picked)
  // The latest play and resume, so only a new pick or selection runs the effect below.
  const playEpisode = useRef<(episode: Episode) => boolean>(() => false)
  useEffect(() => {
    playEpisode.current = (episode) =>
      play(episodePlan(item, episode), { startAt: library.episodeResume(episode) })
  })
  const { picked: latestPick } = selection
  useEffect(() => {
    const previous = shownEpisode.current
    shownEpisode.current = selectedEpisode?.id
    const picked = latestPick !== handledPick.current ? latestPick : null
    handledPick.current = latestPick
    if (!selectedEpisode) return
    const follows = picked
      ? picked.id === selectedEpisode.id && picked.id !== playingEpisode
      : followsPick(previous, selectedEpisode.id, playingEpisode)
    if (!follows) return
    if (playEpisode.current(selectedEpisode) && picked) setWatched(true)
  }, [latestPick, selectedEpisode, playingEpisode])

  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) void navigate(-1)
    else void navigate(paths.home.getHref())
  }

  return (
    <article className="flex flex-col gap-6">
      <DetailsHeader item={item} onBack={back} />
      <TitleSummary
        item={item}
        facts={facts}
        action={
          <WatchActions
            resumeAt={demo ? null : library.resumeAt}
            onWatch={(startAt) => void watch(startAt)}
            disabled={isSeries && !demo && episodesQuery.isPending}
            mark={
              item.type === 'movie' && !demo
                ? {
                    watched: library.movieWatched,
                    busy: library.marking,
                    onToggle: () => library.markMovie(!library.movieWatched),
                  }
                : null
            }
          />
        }
      />
      {demo && (
        <DemoNotice
          text={t(hasCloud ? 'titles.demo.noticeWithCloud' : 'titles.demo.notice')}
          addCloud={!hasCloud}
        />
      )}
      <DemoWatchDialog open={demoDialog} onOpenChange={setDemoDialog} hasCloud={hasCloud} />
      {fallback && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-border bg-surface-raised p-3 text-sm"
        >
          <Info aria-hidden className="size-5 shrink-0 text-accent" />
          {t('titles.details.fallbackNotice')}
        </p>
      )}
      <TitleDescription
        item={item}
        facts={facts}
        // Spec §4: closing the player resets the watched flag; the library remembers it (issue 17).
        watched={(watched && session !== null) || library.watchedBefore}
        episodeTag={
          isSeries && season !== null && selectedEpisode ? episodeTag(season, selectedIndex) : null
        }
        schedule={
          schedule.shown ? (
            <ChannelSchedule
              channel={item}
              programmes={schedule.programmes}
              now={schedule.now}
              loading={schedule.loading}
              day={schedule.day}
              onCatchup={(programme) => void watchCatchup(programme)}
            />
          ) : undefined
        }
      />
      {isSeries && !demo && (
        <EpisodesSection
          seriesId={item.id}
          seriesName={item.name}
          seasons={seasons}
          season={season}
          pending={selection.pending}
          episodes={episodes}
          selectedId={selectedId}
          pages={pages}
          loading={episodesQuery.isPending}
          error={episodesQuery.isError}
          availability={availability}
          progress={library.lookup}
          marking={library.marking}
          onMark={library.markEpisodes}
          onSeason={selection.changeSeason}
          onSelect={selection.selectEpisode}
          onLoadMore={selection.loadMore}
        />
      )}
      <RelatedCarousel
        item={item}
        limit={item.type === 'movie' ? RELATED_LIMIT.movieDetails : RELATED_LIMIT.carousel}
      />
    </article>
  )
}
