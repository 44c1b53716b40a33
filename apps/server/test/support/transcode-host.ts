import { startServer } from '../../src/index'
import { launcherPid } from '../../src/modules/transcode/ffmpeg-launcher'

// A real server (the app, its database and its transcoder) in a process of its own that starts one
// video transcode of SOURCE_URL with its own transcoder, then prints the pids of ffmpeg and of the
// helper that started it as a JSON line and keeps running: a test kills it and watches what becomes
// of ffmpeg. Until the media routes serve transcoded streams, this is how a test reaches a server's
// transcoder from outside.

const source = process.env.SOURCE_URL
if (!source) throw new Error('SOURCE_URL is required')
const server = await startServer({ env: process.env })
const { transcoder } = server.context
const url = new URL(source)
const started = await transcoder.stream(
  { url, allowedHosts: [url.host] },
  { video: 'h264', audio: 'aac', audioStream: 1, live: false },
  { startSeconds: 0, userId: 'ana', signal: new AbortController().signal },
)
if (!started.ok) throw new Error(`refused: ${started.reason}`)
console.log(JSON.stringify({ pids: transcoder.pids(), launcher: launcherPid(), url: server.url }))
