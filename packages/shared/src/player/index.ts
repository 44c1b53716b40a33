export * from './watch-rules'
export * from './playback-path'
