import { t, type ContentType } from '@myflix/shared'
import { TitleCard } from '@/components/content/title-card'
import { Spinner } from '@/components/ui/spinner'
import { useRelated, useTitle } from '@/lib/api/catalog/titles'
import { RELATED_LIMIT } from './related-carousel'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /related/{id}?type= (spec §2 Related): up to 20 titles of the same category. */
export function RelatedPage({ type, id }: { type: ContentType; id: string }) {
  useDocumentTitle(t('titles.related.title'))
  const title = useTitle(type, id)
  const related = useRelated(type, id, RELATED_LIMIT.page)
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('titles.related.title')}</h1>
        {title.data && (
          <p className="mt-1 text-muted">
            {t('titles.related.relatedTo', { name: title.data.name })}
          </p>
        )}
      </header>
      {related.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-muted">
          <Spinner size="lg" label={t('titles.related.loading')} />
          <p>{t('titles.related.loading')}</p>
        </div>
      ) : !related.data || related.data.length === 0 ? (
        <p className="py-16 text-center text-muted">{t('titles.related.empty')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8">
          {related.data.map((entry) => (
            <li key={`${entry.type}/${entry.id}`}>
              <TitleCard item={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
