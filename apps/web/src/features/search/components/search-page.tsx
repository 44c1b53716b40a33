import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import * as Tabs from '@radix-ui/react-tabs'
import { Search } from 'lucide-react'
import { t, type SearchType } from '@myflix/shared'
import { TitleCard } from '@/components/content/title-card'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useSearchTitles } from '@/lib/api/catalog/titles'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { splitResults } from '../lib/search-results'
import {
  isSearchable,
  readSearchParams,
  SEARCH_DEBOUNCE_MS,
  writeSearchParams,
} from '../lib/search-params'
import { ChannelResult } from './channel-result'

const TABS: ReadonlyArray<{
  value: SearchType
  label: 'all' | 'movies' | 'series' | 'channels'
}> = [
  { value: 'all', label: 'all' },
  { value: 'movie', label: 'movies' },
  { value: 'series', label: 'series' },
  { value: 'live', label: 'channels' },
]

/** Spec §2 Search over the whole catalogue (the server's index, not the pages already loaded). */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const fromUrl = readSearchParams(params)
  const [text, setText] = useState(fromUrl.q)
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const type = fromUrl.type

  // The settled text goes to the URL (replacing, so typing does not fill the history).
  useEffect(() => {
    if (settled !== fromUrl.q) setParams(writeSearchParams(settled, type), { replace: true })
  }, [settled, fromUrl.q, type, setParams])

  return (
    <div className="flex flex-col gap-5">
      <h1 className="sr-only">{t('titles.search.label')}</h1>
      <label className="relative block">
        <span className="sr-only">{t('titles.search.label')}</span>
        <Search
          aria-hidden
          className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          autoFocus
          // '/' focuses this field when the page is already open (components/layouts/use-app-keys.ts).
          data-search-field
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('titles.search.placeholder')}
          className="min-h-13 w-full rounded-xl border border-border bg-surface pr-4 pl-12 text-lg outline-none focus-visible:ring-3 focus-visible:ring-ring"
        />
      </label>
      <Tabs.Root
        value={type}
        onValueChange={(value) =>
          setParams(writeSearchParams(settled, value as SearchType), { replace: true })
        }
      >
        <Tabs.List className="flex flex-wrap gap-2" aria-label={t('titles.search.label')}>
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className={cn(
                'min-h-11 cursor-pointer rounded-full border border-border px-5 font-semibold text-muted transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring',
                'data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-accent-foreground',
              )}
            >
              {t(`titles.search.${tab.label}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="mt-5 outline-none">
            {tab.value === type && (
              <SearchResults q={fromUrl.q} type={type} typing={text.trim() !== fromUrl.q} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  )
}

function SearchResults({ q, type, typing }: { q: string; type: SearchType; typing: boolean }) {
  const results = useSearchTitles(q, type)
  if (!isSearchable(q)) {
    return <p className="py-12 text-center text-muted">{t('titles.search.tooShort')}</p>
  }
  if (results.isPending || (results.isPlaceholderData && results.data.length === 0)) {
    return (
      <div className="flex items-center justify-center gap-3 py-12 text-muted">
        <Spinner size="md" label={t('titles.search.searching')} />
        <p>{t('titles.search.searching')}</p>
      </div>
    )
  }
  if (results.isError) {
    return (
      <p role="alert" className="py-12 text-center text-muted">
        {t('titles.search.failed')}
      </p>
    )
  }
  const stale = results.isPlaceholderData || typing
  // Stale results dim their pictures only: faded text (and the 'AO VIVO' badges) would fall under
  // 4.5:1 (issue 21).
  if (results.data.length === 0) {
    return (
      <p aria-busy={stale} className="py-12 text-center text-muted">
        {t('titles.search.empty', { text: q })}
      </p>
    )
  }
  const { channels, titles } = splitResults(results.data)
  return (
    <div
      aria-busy={stale}
      className={cn(
        'flex flex-col gap-5 [&_img]:transition-opacity',
        stale && '[&_img]:opacity-60',
      )}
    >
      {channels.length > 0 && (
        <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
          {channels.map((channel) => (
            <li key={`live/${channel.id}`}>
              <ChannelResult channel={channel} />
            </li>
          ))}
        </ul>
      )}
      {titles.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8">
          {titles.map((item) => (
            <li key={`${item.type}/${item.id}`}>
              <TitleCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
