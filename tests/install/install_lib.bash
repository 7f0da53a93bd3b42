# Shared set-up of the installation tests (sourced by install_*.sh): the
# build directory ($1) and source tree ($2) from ctest, a scratch
# directory removed however the test ends, and a check that an installed
# binary plays exactly as the build tree's does, from its own data.
set -euo pipefail
build=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work/home XDG_DATA_HOME=$work/xdg XDG_CONFIG_HOME=$work/config
unset WUMPUS_DATA_DIR

fail() { echo "FAIL: $*" >&2; exit 1; }

# plays_like_build ROOT: ROOT/usr/bin/wumpus, with no WUMPUS_DATA_DIR,
# plays a headless game as the build tree does, and takes its rules and
# data from ROOT/usr/share/wumpus.
plays_like_build() {
  local root=$1 input='look
east
south
shoot
inventory'
  printf '%s\n' "$input" |
    "$root/usr/bin/wumpus" play --headless --seed 9 --size 6 >"$work/installed.out" ||
    fail "the installed binary did not play"
  printf '%s\n' "$input" | WUMPUS_DATA_DIR=$source_dir \
    "$build/src/app/wumpus" play --headless --seed 9 --size 6 >"$work/built.out"
  cmp -s "$work/installed.out" "$work/built.out" ||
    fail "the installed game differs: $(diff "$work/built.out" "$work/installed.out" | head)"
  if "$root/usr/bin/wumpus" play --headless --preset nonesuch </dev/null 2>"$work/err"; then
    fail "an unknown preset was accepted"
  fi
  grep -qF "$root/usr/share/wumpus/data/presets/nonesuch.json" "$work/err" ||
    fail "the installed binary does not read its own data: $(cat "$work/err")"
}

# The files every installation has, relative to its root.
installed_files="usr/bin/wumpus
usr/share/wumpus/scripts/wumpus.lua
usr/share/wumpus/scripts/README.md
usr/share/wumpus/scripts/rules.conf
usr/share/wumpus/scripts/versions/1/wumpus.lua
usr/share/wumpus/data/presets/classic.json
usr/share/wumpus/data/maps/dodecahedron
usr/share/wumpus/data/keymap
usr/share/wumpus/data/help
usr/share/man/man6/wumpus.6
usr/share/bash-completion/completions/wumpus"
