#!/usr/bin/env bash
# Lua mods end to end with the real binary: a mod given with --mods acts
# in play, one in the per-user XDG directory too; a broken mod stops the
# start with its file and line; a hook failing in play is reported (the
# traceback on stderr), the command undone, and the game goes on.
source "$(dirname "$0")/headless_lib.bash"

mkdir -p "$work/mods" "$work/broken" "$XDG_DATA_HOME/wumpus/mods/bell"
cat >"$work/mods/ticker.lua" <<'LUA'
-- Ticks every turn; fails on turn 2 (turn 2 is then undone, every time).
game.register("ticker", { on_turn = function(player)
  game.message(player, "info", "The ticker ticks.")
  if game.turn() == 2 then error("tock") end
end })
LUA
cat >"$XDG_DATA_HOME/wumpus/mods/bell/bell.lua" <<'LUA'
game.register("bell", { on_turn = function(player)
  game.message(player, "info", "A bell rings.")
end })
LUA
printf 'game.register("oops", {\n  setup = function( end })\n' >"$work/broken/oops.lua"

play() {
  printf 'wait\nwait\nlook\n' |
    "$wumpus" play --headless --seed 5 --size 5 "$@" >"$work/out.txt" 2>"$work/err.txt"
}

play --mods "$work/mods" || fail "a game with a mod did not run"
grep -q 'rules built-in rules + mods/bell + mods/ticker' "$work/out.txt" ||
  fail "the start line does not name both mods, by name"
grep -q 'The ticker ticks.' "$work/out.txt" || fail "the --mods mod did not act"
grep -q 'A bell rings.' "$work/out.txt" || fail "the XDG mod did not act"
grep -q 'ticker.lua:4: in on_turn: tock (the command was undone)' "$work/out.txt" ||
  fail "the hook failure was not reported to the player"
grep -q 'stack traceback' "$work/err.txt" || fail "no traceback on stderr"
[ "$(grep -c '^>' "$work/out.txt")" -eq 3 ] || fail "the game did not go on"

if play --mods "$work/broken"; then fail "a broken mod was accepted"; fi
grep -q 'oops.lua:2' "$work/out.txt" "$work/err.txt" ||
  fail "the broken mod's file and line were not named"

printf 'wait\n' | "$wumpus" play --headless --seed 5 --size 5 --mods "$WUMPUS_DATA_DIR/data/mods" \
  >"$work/out.txt" 2>&1 || fail "the example teleporter mod did not load"
grep -q 'mods/teleporter' "$work/out.txt" || fail "the teleporter mod is not named"
echo "ok"
