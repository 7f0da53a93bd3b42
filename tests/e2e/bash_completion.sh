#!/usr/bin/env bash
# The bash completion (packaging/wumpus.bash-completion) completes the
# commands, each command's own options, and the values of the options
# that take names, from the real binary and its shipped data.
source "$(dirname "$0")/headless_lib.bash"
# shellcheck source=/dev/null
source "$2/packaging/wumpus.bash-completion"

# completions WORD...: what TAB offers after WORD... (the last word is the
# one being completed), one a line.
completions() {
  COMP_WORDS=("$wumpus" "$@")
  COMP_CWORD=$#
  COMPREPLY=()
  _wumpus
  printf '%s\n' "${COMPREPLY[@]}"
}

# offers EXPECTED WORD...: TAB after WORD... offers EXPECTED (among others).
offers() {
  local expected=$1
  shift
  completions "$@" >"$work/offered"
  grep -qxF -- "$expected" "$work/offered" ||
    fail "wumpus $* <TAB> does not offer $expected: $(tr '\n' ' ' <"$work/offered")"
}

offers play pl
offers maze ""
offers add-key admin ""
offers mute admin mu
offers moderation admin mod
offers --preset play --pre
offers --headless play --head
offers --kick serve --k
offers --authorized-keys admin add-key --auth
offers hard play --preset ""
offers puzzle-hard play --preset puzzle-
offers kruskal maze -a kr
offers growing-tree play --algorithm gr
offers dodecahedron play --graph do
offers ring maze --mask r
offers svg maze --format s
offers mixed maze --cell-selection ""
cd "$work" && touch game.json && offers game.json play --load g
offers --load maze --lo
cd "$work" && touch drawn.json && offers drawn.json maze --load d
offers - maze --load ""
completions play --load "" >"$work/offered"
if grep -qxF -- - "$work/offered"; then
  fail "play --load is offered stdin, which only maze reads"
fi
completions maze --head >"$work/offered"
if grep -q -- --headless "$work/offered"; then
  fail "maze is offered play's --headless"
fi
[ -z "$(completions play --seed "")" ] || fail "a seed is offered words"
echo "bash completion: ok"
