import { useParams, useSearchParams } from 'react-router'
import { RelatedPage } from '@/features/details/components/related-page'
import { parseContentType } from '@/features/details/lib/related-href'

/** /related/{id}?type=movie|series|live (movie when the type is missing). */
export function RelatedRoute() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const type = parseContentType(params.get('type')) ?? 'movie'
  return <RelatedPage key={`${type}/${id}`} type={type} id={id} />
}
