// Apart from the reads (keys.ts), so what only binds the library to a user at the root loads no
// endpoint and no zod schema on /login.
export const libraryKeys = {
  all: ['library'] as const,
  progress: () => ['library', 'progress'] as const,
  continueWatching: () => ['library', 'continue'] as const,
  favorites: () => ['library', 'favorites'] as const,
  recentChannels: () => ['library', 'channels'] as const,
}
