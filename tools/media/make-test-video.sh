#!/usr/bin/env bash
# Makes the reference player's test video, in the two formats the player offers:
# static/embed/media/test-pattern.mp4 (H.264 High and AAC) and test-pattern.webm (VP9 and Opus).
#
# A 12-second generated test pattern (FFmpeg's testsrc2 source, 640x360 at 25 fps) with a tone
# that changes pitch every 4 seconds (440 Hz, 660 Hz, 880 Hz), so the three chapters in
# test-pattern.chapters.vtt can be heard as well as seen. Everything is synthesised by FFmpeg,
# so the files carry no third-party rights. The player lists the MP4 first: every browser with an
# H.264 decoder takes it (all of Apple's), and the others fall back to the WebM
# (tools/media/walkthroughs/README.md says why). The MP4's index comes first (+faststart), so a
# browser can start playing before the whole file has arrived.
#
# Needs FFmpeg with libx264, libvpx and libopus (Debian: apt-get install ffmpeg). Run from the
# repository root: bash tools/media/make-test-video.sh
set -euo pipefail

dir="static/embed/media"
mkdir -p "$dir"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=25:duration=12" \
  -f lavfi -i "aevalsrc=0.2*sin(2*PI*(440+220*floor(t/4))*t):sample_rate=48000:duration=12" \
  -map 0:v -map 1:a \
  -c:v libvpx-vp9 -crf 52 -b:v 0 -g 50 -row-mt 1 -deadline good -cpu-used 2 \
  -c:a libopus -b:a 32k -ac 1 \
  -metadata title="Vidcove test pattern" \
  -shortest -f webm "$dir/test-pattern.webm" \
  -map 0:v -map 1:a \
  -c:v libx264 -profile:v high -level:v 3.1 -pix_fmt yuv420p -preset veryslow -crf 34 -g 50 \
  -c:a aac -b:a 32k -ac 1 \
  -metadata title="Vidcove test pattern" \
  -movflags +faststart -shortest -f mp4 "$dir/test-pattern.mp4"

for out in "$dir/test-pattern.mp4" "$dir/test-pattern.webm"; do
  echo "Wrote $out ($(stat -c %s "$out") bytes)"
done
