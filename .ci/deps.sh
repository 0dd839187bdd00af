#!/bin/sh
# Installs the Debian packages Downhill needs that this machine lacks:
#   build    the cgo libraries Gio's desktop window links against
#   test     build + Xvfb, xdotool and ImageMagick for the desktop test
#   web      Debian's chromium and node for the browser test, brotli for make web
# Uses sudo when not root; does nothing when everything is there.
set -e
# libc6-dev is listed because gcc only recommends it and we install without
# recommends; libwayland-dev and libvulkan-dev are not needed with the
# nowayland,novulkan tags the Makefile builds with.
build="gcc libc6-dev pkg-config libx11-dev libx11-xcb-dev libxkbcommon-dev libxkbcommon-x11-dev libxcursor-dev libxfixes-dev libegl-dev libgles-dev libgles2 libegl-mesa0 libgl1-mesa-dri"
test="xvfb xauth xdotool imagemagick x11-utils"
web="chromium nodejs npm brotli"
want=""
for set in "$@"; do
	case $set in
	build) want="$want $build" ;;
	test) want="$want $build $test" ;;
	web) want="$want $web" ;;
	*) echo "deps.sh: unknown set $set" >&2; exit 2 ;;
	esac
done
missing=""
for p in $want; do
	case $p in
	nodejs|npm) command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 && continue ;;
	esac
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "deps.sh: installing$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
