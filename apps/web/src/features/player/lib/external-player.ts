// 'Abrir no VLC' on phones (issue 20): a phone has no clipboard-to-VLC habit, so the link opens VLC
// itself. Android takes an intent for VLC's package (the Play Store opens when VLC is missing);
// iOS takes VLC's x-callback URL.

export type PhonePlatform = 'android' | 'ios'

const VLC_PACKAGE = 'org.videolan.vlc'

/** Android or iOS by the browser's own words; iPadOS says Macintosh, but has a touch screen. */
export function phonePlatform(userAgent: string, maxTouchPoints: number): PhonePlatform | null {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return null
}

/** The address that opens `link` (absolute, http or https) in VLC on `platform`. */
export function vlcLink(link: string, platform: PhonePlatform): string {
  if (platform === 'ios')
    return `vlc-x-callback://x-callback-url/stream?url=${encodeURIComponent(link)}`
  const url = new URL(link)
  const scheme = url.protocol.slice(0, -1)
  return (
    `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};` +
    `action=android.intent.action.VIEW;type=video/*;package=${VLC_PACKAGE};end`
  )
}
