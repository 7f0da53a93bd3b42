# Shared set-up of the end-to-end tests that run the binary without a
# terminal (sourced by headless_*.sh and the others like them): strict
# mode, the binary ($1) and data directory ($2) from ctest, a scratch
# directory removed however the test ends, the player's XDG directories
# inside it (no user mods or keymap leak in), and fail.
set -euo pipefail
wumpus=$1
export WUMPUS_DATA_DIR=$2
# The square-room classic these tests were written on (tests/presets).
square_preset=$WUMPUS_DATA_DIR/tests/presets/classic-square.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/xdg XDG_CONFIG_HOME=$work/config

fail() { echo "FAIL: $*" >&2; exit 1; }
