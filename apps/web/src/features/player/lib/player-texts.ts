import { t, type MessageKey, type WatchTarget } from '@myflix/shared'

export type PlayKind = WatchTarget['type']

// Spec §2 words the message for an episode; a movie or a channel is named as what it is.
const UNAVAILABLE: Record<PlayKind, MessageKey> = {
  movie: 'player.unavailableMovie',
  episode: 'player.unavailable',
  live: 'player.unavailableChannel',
}

const PROVIDER_DOWN: Record<PlayKind, MessageKey> = {
  movie: 'player.providerDownMovie',
  episode: 'player.providerDownEpisode',
  live: 'player.providerDownChannel',
}

/** 'Este filme/episódio/canal não está disponível no momento.' */
export const unavailableText = (kind: PlayKind) => t(UNAVAILABLE[kind])

/** What could not be had from the provider, for the 'not answering' message. */
export const providerDownText = (kind: PlayKind) => t(PROVIDER_DOWN[kind])
