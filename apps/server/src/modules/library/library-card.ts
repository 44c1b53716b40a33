import type { LibraryContent } from '@myflix/shared'
import { cutText } from '../provider/text-limits'

// A card is stored with every row of the library and sent back with every list: kept to what a
// card shows, so a hostile client cannot make each of thousands of rows weigh a whole request.

const SHORT_MAX = 512
const PLOT_MAX = 1_024
/** Our image proxy's signed paths carry the address in their token: longer than it. */
const IMAGE_MAX = 4_096
const CATEGORY_IDS_MAX = 32

const short = (text: string) => (text.length > SHORT_MAX ? cutText(text, SHORT_MAX) : text)
const shortOrNull = (text: string | null) => (text === null ? null : short(text))
const image = (url: string | null) => (url !== null && url.length > IMAGE_MAX ? null : url)

/** The card as the library stores it: the same fields, texts and lists bounded. */
export function boundCard(card: LibraryContent): LibraryContent {
  const bounded: LibraryContent = {
    ...card,
    id: short(card.id),
    name: short(card.name),
    image: image(card.image),
    plot: card.plot.length > PLOT_MAX ? cutText(card.plot, PLOT_MAX) : card.plot,
    rating: short(card.rating),
    year: shortOrNull(card.year),
    genre: shortOrNull(card.genre),
    stream_id: short(card.stream_id),
    container_extension: shortOrNull(card.container_extension),
    category_id: shortOrNull(card.category_id),
    category_ids: card.category_ids.slice(0, CATEGORY_IDS_MAX).map(short),
    category_name: shortOrNull(card.category_name),
  }
  if (card.director != null) bounded.director = short(card.director)
  if (card.cast != null) bounded.cast = short(card.cast)
  if (card.release_date != null) bounded.release_date = short(card.release_date)
  // The web shows the first backdrop only.
  if (card.backdrop)
    bounded.backdrop = card.backdrop.slice(0, 1).filter((url) => url.length <= IMAGE_MAX)
  return bounded
}
