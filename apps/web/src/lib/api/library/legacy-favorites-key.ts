/**
 * Where favourites lived before they followed the user (spec §3, 'myflix-favorites'): a JSON array
 * of `{ id, type, content, addedAt }`. Read once, imported into the signed-in user's library, then
 * removed.
 */
export const LEGACY_FAVORITES_KEY = 'myflix-favorites'
