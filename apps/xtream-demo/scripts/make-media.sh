#!/bin/sh
# Regenerates the committed demo media in apps/xtream-demo/media (media/README.md lists the files).
# Run by hand: `sh scripts/make-media.sh [movies|episodes|live|tracks|live-mp2|ts]...` (the first
# three without arguments: the others were added later, and regenerating a file only adds bytes).
# Needs ffmpeg with libx264, libx265, libvpx, libvorbis, libmp3lame, ac3 and mp2 (FFMPEG=/path
# overrides it) and, for the drawn clocks, a TrueType font (FONT=/path overrides it). Tests only read the
# committed files, they never run this script. Bitrates are low on purpose: the repository keeps
# every version of these files.
set -eu
cd "$(dirname "$0")/.."
FFMPEG="${FFMPEG:-ffmpeg}"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf}"
OUT=media
ff() { "$FFMPEG" -hide_banner -loglevel error -y "$@"; }

# Movies: 6 min (src/catalogue/media-lengths.ts), past the 5 min below which a title never offers
# resume. 256x144 at 5 fps: a flat background, the running time as text and a bar filling up
# along the bottom, so a resumed film visibly starts where it left off and costs ~7 kbit/s.
# A key frame every 2 s keeps seeking to a resume point quick. The tone beeps every second.
movies() {
  secs=360
  vin="color=c=0x1a3a5a:s=256x144:r=5[bg];color=c=0xf0c040:s=256x4:r=5[bar];[bg][bar]overlay=x=W*t/$secs-w:y=H-h,drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=20:fontcolor=white:x=(w-tw)/2:y=(h-th)/2"
  ain="sine=frequency=440:beep_factor=2:sample_rate=16000"
  gop="-g 10 -keyint_min 10 -sc_threshold 0 -pix_fmt yuv420p"

  # H.264 Constrained Baseline + AAC, faststart: the file browsers play directly.
  ff -f lavfi -i "$vin" -f lavfi -i "$ain" -t $secs -c:v libx264 -profile:v baseline \
    -preset veryslow -crf 36 -maxrate 20k -bufsize 40k $gop -c:a aac -b:a 8k -ac 1 \
    -movflags +faststart "$OUT/movie.mp4"
  # Same picture in containers browsers cannot open (mkv, avi); AVI gets MP3 at 8 kHz, whose
  # larger frames halve the per-chunk index overhead of 16 kHz.
  ff -i "$OUT/movie.mp4" -c copy "$OUT/movie.mkv"
  ff -i "$OUT/movie.mp4" -c:v copy -c:a libmp3lame -ar 8000 -b:a 8k "$OUT/movie.avi"
  # WebM: VP8 + Vorbis, which Chromium plays.
  ff -f lavfi -i "$vin" -f lavfi -i "$ain" -t $secs -c:v libvpx -crf 50 -b:v 8k -auto-alt-ref 0 \
    -deadline good -cpu-used 2 $gop -c:a libvorbis -q:a 0 -ac 1 "$OUT/movie.webm"
  # HEVC in MP4 (hvc1 tag): Chromium decodes only the audio, which the app must explain.
  ff -f lavfi -i "$vin" -f lavfi -i "$ain" -t $secs -c:v libx265 -tag:v hvc1 -preset medium \
    -crf 38 -x265-params keyint=10:min-keyint=10:scenecut=0:log-level=error -pix_fmt yuv420p \
    -c:a aac -b:a 8k -ac 1 -movflags +faststart "$OUT/movie-hevc.mp4"
}

# testsrc draws a running seconds counter, so a playing video is visibly advancing.
VIN="-f lavfi -i testsrc=size=640x360:rate=30"
AIN="-f lavfi -i sine=frequency=440:sample_rate=48000"
LOW="-b:v 140k -maxrate 160k -bufsize 320k -g 60 -keyint_min 60 -sc_threshold 0 -pix_fmt yuv420p"

# Episodes: 10 s, so the end of one and 'Próximo episódio' come quickly. Same formats as movies.
episodes() {
  ff $VIN $AIN -t 10 -c:v libx264 -profile:v baseline -level 3.0 -preset veryfast $LOW \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart "$OUT/episode.mp4"
  ff -i "$OUT/episode.mp4" -c copy "$OUT/episode.mkv"
  ff -i "$OUT/episode.mp4" -c:v copy -c:a libmp3lame -b:a 48k "$OUT/episode.avi"
  ff $VIN $AIN -t 10 -c:v libvpx -b:v 140k -deadline realtime -cpu-used 8 -g 60 \
    -c:a libvorbis -b:a 48k -ac 1 "$OUT/episode.webm"
  ff $VIN $AIN -t 10 -c:v libx265 -tag:v hvc1 -preset veryfast -b:v 120k \
    -x265-params log-level=error -pix_fmt yuv420p -c:a aac -b:a 48k -ac 1 \
    -movflags +faststart "$OUT/episode-hevc.mp4"
}

# 20 s of 2 s MPEG-TS segments with a key frame at each start: the live HLS window slides over
# them, and the live .ts endpoint serves them back to back as one continuous transport stream.
live() {
  mkdir -p "$OUT/hls"
  ff $VIN $AIN -t 20 -c:v libx264 -profile:v main -preset veryfast $LOW \
    -force_key_frames 'expr:gte(t,n_forced*2)' -c:a aac -b:a 48k -ac 1 -f hls -hls_time 2 \
    -hls_playlist_type vod -hls_segment_filename "$OUT/hls/seg%02d.ts" "$OUT/hls/index.m3u8"
  rm "$OUT/hls/index.m3u8"
  # The repository lints every *.ts file as TypeScript, so the segments get a neutral extension.
  for f in "$OUT"/hls/seg*.ts; do mv "$f" "${f%.ts}.mpegts"; done
}

# Audio and subtitle tracks (issue 20): the first 2 min of movie.mp4's picture, copied, then a
# 'Dublado' AC3 5.1 Portuguese track, an AAC English one and a Portuguese SRT. The tones are steady
# and distinct (440 Hz, 880 Hz) so a test hears which track plays; the cues follow each other for
# the whole length, so one shows at any moment. AC3 5.1 at 48 kHz fails below 48 kbit/s. Cues are
# written before the clusters (reserved index space), so a seek needs no request at the file's end.
tracks() {
  secs=120
  srt="$OUT/.tracks.srt"
  i=0
  while [ $i -lt $((secs / 5)) ]; do
    s=$((i * 5)) && e=$((s + 5))
    printf '%d\n00:%02d:%02d,000 --> 00:%02d:%02d,000\nLegenda em português %d:%02d\n\n' \
      $((i + 1)) $((s / 60)) $((s % 60)) $((e / 60)) $((e % 60)) $((s / 60)) $((s % 60))
    i=$((i + 1))
  done >"$srt"
  ff -t $secs -i "$OUT/movie.mp4" -f lavfi -i sine=frequency=440:sample_rate=48000 \
    -f lavfi -i sine=frequency=880:sample_rate=16000 -f srt -i "$srt" -t $secs \
    -map 0:v -map 1:a -map 2:a -map 3:s -map_metadata -1 -c:v copy \
    -c:a:0 ac3 -ac:a:0 6 -b:a:0 48k -c:a:1 aac -ac:a:1 1 -b:a:1 8k -c:s srt \
    -metadata:s:a:0 language=por -metadata:s:a:0 title=Dublado -metadata:s:a:1 language=eng \
    -metadata:s:s:0 language=por -disposition:a:0 default -disposition:a:1 0 -disposition:s:0 0 \
    -reserve_index_space 4096 "$OUT/movie-tracks.mkv"
  rm "$srt"
}

# A live channel whose MPEG-TS carries MP2 audio, as DVB-sourced channels do (issue 20): the same
# 10 x 2 s layout as live (each segment starting on a key frame), mono MP2 at its lowest bitrate
# and a steady 660 Hz tone. 10 fps and a flat picture with 'MP2' and the clock drawn in keep it
# small: MPEG-TS pads every small frame to whole 188-byte packets.
live_mp2() {
  mkdir -p "$OUT/hls-mp2"
  ff -f lavfi -i "color=c=0x3a1a5a:s=320x180:r=10,drawtext=fontfile=$FONT:text='MP2 %{pts\\:hms}':fontsize=24:fontcolor=white:x=(w-tw)/2:y=(h-th)/2" \
    -f lavfi -i sine=frequency=660:sample_rate=48000 -t 20 -c:v libx264 -profile:v main \
    -preset veryfast -crf 36 -maxrate 40k -bufsize 80k -g 20 -keyint_min 20 -sc_threshold 0 \
    -pix_fmt yuv420p -force_key_frames 'expr:gte(t,n_forced*2)' -c:a mp2 -b:a 32k -ac 1 \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$OUT/hls-mp2/seg%02d.ts" \
    "$OUT/hls-mp2/index.m3u8"
  rm "$OUT/hls-mp2/index.m3u8"
  for f in "$OUT"/hls-mp2/seg*.ts; do mv "$f" "${f%.ts}.mpegts"; done
}

# A film as some panels store VOD: a transport stream, H.264 and AAC (ADTS) copied from the first
# 2 min of movie.mp4. Browsers do not open MPEG-TS as a file: mpegts.js reads it, or the server remuxes.
ts() {
  ff -t 120 -i "$OUT/movie.mp4" -map 0:v -map 0:a -c copy -f mpegts "$OUT/movie.mpegts"
}

[ $# -gt 0 ] || set -- movies episodes live
for part in "$@"; do
  case "$part" in
    movies | episodes | live | tracks | ts) "$part" ;;
    live-mp2) live_mp2 ;;
    *) echo "unknown part: $part (movies, episodes, live, tracks, live-mp2, ts)" >&2 && exit 1 ;;
  esac
done
du -sh "$OUT"
