#!/bin/sh
# Regenerates the committed demo media in apps/xtream-demo/media. Run by hand (needs ffmpeg with
# libx264, libx265 and libvpx); tests only read the committed files, they never run this script.
# Bitrates are low on purpose: the whole folder must stay well under 3 MB.
set -eu
cd "$(dirname "$0")/.."
OUT=media
rm -rf "$OUT"
mkdir -p "$OUT/hls"

# testsrc draws a running seconds counter, so a playing video is visibly advancing.
VIN="-f lavfi -i testsrc=size=640x360:rate=30"
AIN="-f lavfi -i sine=frequency=440:sample_rate=48000"
LOW="-b:v 140k -maxrate 160k -bufsize 320k -g 60 -keyint_min 60 -sc_threshold 0 -pix_fmt yuv420p"

# 10 s H.264 Constrained Baseline + AAC, faststart: the file browsers play directly.
ffmpeg -hide_banner -loglevel error -y $VIN $AIN -t 10 -c:v libx264 -profile:v baseline -level 3.0 \
  -preset veryfast $LOW -c:a aac -b:a 48k -ac 1 -movflags +faststart "$OUT/movie.mp4"

# Same picture in containers browsers cannot open (mkv, avi) and as WebM (VP8 + Vorbis plays).
ffmpeg -hide_banner -loglevel error -y -i "$OUT/movie.mp4" -c copy "$OUT/movie.mkv"
ffmpeg -hide_banner -loglevel error -y -i "$OUT/movie.mp4" -c:v copy -c:a libmp3lame -b:a 48k "$OUT/movie.avi"
ffmpeg -hide_banner -loglevel error -y $VIN $AIN -t 10 -c:v libvpx -b:v 140k -deadline realtime \
  -cpu-used 8 -g 60 -c:a libvorbis -b:a 48k -ac 1 "$OUT/movie.webm"

# HEVC in MP4 (hvc1 tag): Chromium decodes only the audio, which the app must explain.
ffmpeg -hide_banner -loglevel error -y $VIN $AIN -t 10 -c:v libx265 -tag:v hvc1 -preset veryfast \
  -b:v 120k -x265-params log-level=error -pix_fmt yuv420p -c:a aac -b:a 48k -ac 1 \
  -movflags +faststart "$OUT/movie-hevc.mp4"

# 20 s of 2 s MPEG-TS segments with a key frame at each start: the live HLS window slides over
# them, and the live .ts endpoint serves them back to back as one continuous transport stream.
ffmpeg -hide_banner -loglevel error -y $VIN $AIN -t 20 -c:v libx264 -profile:v main -preset veryfast \
  $LOW -force_key_frames 'expr:gte(t,n_forced*2)' -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$OUT/hls/seg%02d.ts" "$OUT/hls/index.m3u8"
rm "$OUT/hls/index.m3u8"
# The repository lints every *.ts file as TypeScript, so the segments get a neutral extension.
for f in "$OUT"/hls/seg*.ts; do mv "$f" "${f%.ts}.mpegts"; done

du -sh "$OUT"
