import { t } from '@myflix/shared'

/** The channel number being typed with the remote's digits, large in the corner, or its absence. */
export function ChannelDigits({
  typed,
  missing,
}: {
  typed: string | null
  missing: string | null
}) {
  if (typed === null && missing === null) return null
  return (
    <div
      role="status"
      data-testid="player-channel-digits"
      className="absolute top-4 right-4 z-20 rounded-lg bg-black/80 px-5 py-3 font-semibold text-white tabular-nums"
    >
      {typed !== null ? (
        <span className="text-5xl">{typed}</span>
      ) : (
        <span className="text-lg">
          {t('guide.player.noChannelNumber', { number: missing ?? '' })}
        </span>
      )}
    </div>
  )
}
