#!/usr/bin/env bash
# Makes the reference player's test video: static/embed/media/test-pattern.webm.
#
# A 12-second generated test pattern (FFmpeg's testsrc2 source, 640x360 at 25 fps) with a tone
# that changes pitch every 4 seconds (440 Hz, 660 Hz, 880 Hz), so the three chapters in
# test-pattern.chapters.vtt can be heard as well as seen. Everything is synthesised by FFmpeg,
# so the file carries no third-party rights. VP9 video and Opus audio in WebM play in every
# browser the samples support, including Debian's headless Chromium used by the e2e tests.
#
# Needs FFmpeg with libvpx and libopus (Debian: apt-get install ffmpeg). Run from the repository
# root: bash tools/media/make-test-video.sh
set -euo pipefail

out="static/embed/media/test-pattern.webm"
mkdir -p "$(dirname "$out")"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=25:duration=12" \
  -f lavfi -i "aevalsrc=0.2*sin(2*PI*(440+220*floor(t/4))*t):sample_rate=48000:duration=12" \
  -map 0:v -map 1:a \
  -c:v libvpx-vp9 -crf 52 -b:v 0 -g 50 -row-mt 1 -deadline good -cpu-used 2 \
  -c:a libopus -b:a 32k -ac 1 \
  -metadata title="Vidcove test pattern" \
  -shortest -f webm "$out"

echo "Wrote $out ($(stat -c %s "$out") bytes)"
