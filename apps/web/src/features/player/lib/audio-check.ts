/** Seconds of playback after which a stream that decoded no audio at all is suspect. */
export const AUDIO_CHECK_AFTER_S = 3

export type AudioProbe = { currentTime: number; webkitAudioDecodedByteCount?: number }

/**
 * AC3/E-AC3 audio plays as silence in Chrome and Firefox (the video still runs), so nothing fails.
 * Chromium and Safari count decoded audio bytes: none after a few seconds means the track could not
 * be decoded, or the title has none. Elsewhere the counter is missing and we cannot tell.
 */
export function audioLooksUndecoded(video: AudioProbe): boolean {
  const decoded = video.webkitAudioDecodedByteCount
  return typeof decoded === 'number' && video.currentTime >= AUDIO_CHECK_AFTER_S && decoded === 0
}
