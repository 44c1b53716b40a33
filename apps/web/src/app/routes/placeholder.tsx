import { t, type MessageKey } from '@myflix/shared'
import { PagePlaceholder } from '@/components/layouts/page-placeholder'

/** A route whose screen is not built yet; it shows the screen's title and a "coming soon" note. */
export function PlaceholderRoute({ title }: { title: MessageKey }) {
  return <PagePlaceholder title={t(title)} />
}
