import { useParams } from 'react-router'
import type { ContentType } from '@myflix/shared'
import { NotFoundRoute } from './not-found'
import { DetailsPage } from '@/features/details/components/details-page'
import { detailsTypeToContent } from '@/features/details/lib/related-href'

/** Spec §2 leaves the kind out of /details/{id}: it is looked up as a movie, then series, then channel. */
const ANY_TYPE: readonly ContentType[] = ['movie', 'series', 'live']

/** /details/{movie|series|channel}/{id} */
export function DetailsRoute() {
  const { type, id = '' } = useParams()
  const contentType = detailsTypeToContent(type)
  if (!contentType) return <NotFoundRoute />
  return <DetailsPage key={`${contentType}/${id}`} types={[contentType]} id={id} />
}

/** /details/{id} */
export function DetailsByIdRoute() {
  const { id = '' } = useParams()
  return <DetailsPage key={id} types={ANY_TYPE} id={id} />
}
