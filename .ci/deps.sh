#!/bin/sh
# Installs the Debian packages Downhill needs that this machine lacks:
#   build    the C compiler and X11/OpenGL headers Ebiten's desktop window
#            builds against (cgo), and Mesa's GL drivers it runs on
#   test     build + Xvfb, xdotool and ImageMagick for the window tests
#   web      Debian's chromium and node for the browser test, brotli and
#            zopfli for make web
# Uses sudo when not root; does nothing when everything is there.
set -e
# libc6-dev is listed because gcc only recommends it and we install without
# recommends. At run time the game links libX11 and loads the other X
# libraries and Mesa's EGL/GLES (libegl-mesa0, libgl1-mesa-dri) itself.
build="gcc libc6-dev pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev libgl-dev libgles-dev libgl1-mesa-dri libegl-mesa0"
test="xvfb xauth xdotool imagemagick x11-utils"
web="chromium nodejs npm brotli zopfli"
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
