// hls.js ships no types for its light build (no subtitles, EME or alternate audio: 65 KB gzip less);
// its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js'
  export { default } from 'hls.js'
}
