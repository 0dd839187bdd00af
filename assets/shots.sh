#!/bin/sh
# Takes the docs' pictures of the screen from the real game window at
# 1366x768 under an Xvfb of its own, typing keys as a player does (XTEST
# input), so they show exactly what a player sees. Needs a display-less
# machine's tools: Xvfb, xdotool and ImageMagick's import (sh .ci/deps.sh
# test installs them). Run from the repository: sh assets/shots.sh
set -eu
cd "$(dirname "$0")/.."
go build -o build/downhill .
tmp=$(mktemp -d)
trap 'kill $game $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
n=$((90 + $$ % 100))
Xvfb ":$n" -screen 0 1366x768x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=":$n" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
sleep 1
# Trips animate at four times the usual speed, so the pictures come sooner.
mkdir -p "$tmp/config/downhill"
echo '{"speed":4}' >"$tmp/config/downhill/settings.json"

# quiet waits until the game has printed no turn line for a second.
quiet() {
	last=-1
	while :; do
		now=$(wc -l <"$tmp/events")
		[ "$now" = "$last" ] && return
		last=$now
		sleep 1
	done
}

# play starts seed $1 in a 1366x768 window at the screen's corner.
play() {
	./build/downhill -seed "$1" -save none -events >"$tmp/events" 2>/dev/null &
	game=$!
	win=$(xdotool search --sync --onlyvisible --name '^Downhill$' | head -n 1)
	xdotool windowmove "$win" 0 0 windowsize "$win" 1366 768 windowfocus --sync "$win"
	xdotool mousemove 1365 767
	sleep 1
}

# keys types its arguments (xdotool key names), each once the game is quiet.
keys() {
	for k in "$@"; do
		xdotool key "$k"
		sleep 0.3
		quiet
	done
}

shot() { import -window root "assets/$1"; echo "assets/$1"; }

# Seed 11, explored until a goblin comes into view (x then refuses, saying
# so): the goblin hunting, its intent arrow, gold in view, caltrops in the
# pack.
play 11
keys x x x x
shot screen-sidebar.png
keys i
shot screen-inventory.png
keys Escape semicolon Tab
shot screen-look.png
keys Escape q a
shot screen-aim.png
kill $game
