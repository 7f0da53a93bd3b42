#!/usr/bin/env bash
# The terminal game under a decimal-comma locale: the Lua rules still
# format numbers and order strings as in the C locale (as headless play
# and the server do), while the screen keeps its UTF-8 characters.
source "$(dirname "$0")/ui_lib.bash"
command -v localedef >/dev/null || { echo "skip: no localedef to build de_DE"; exit 77; }
[ -f /usr/share/i18n/locales/de_DE ] || { echo "skip: no de_DE locale source"; exit 77; }
localedef -i de_DE -f UTF-8 "$work/de_DE.UTF-8" 2>/dev/null ||
  [ -f "$work/de_DE.UTF-8/LC_NUMERIC" ] || { echo "skip: localedef failed"; exit 77; }
mkdir -p "$work/data/wumpus/mods"
cat >"$work/data/wumpus/mods/numbers.lua" <<'LUA'
game.register("numbers", { on_turn = function(player)
  game.message(player, "info", "half=" .. 0.5 .. " tonumber=" .. tostring(tonumber("1.5"))
    .. " order=" .. tostring("a" < "B") .. " fmt=" .. string.format("%.1f", 2.25))
end })
LUA

start_tmux 100 30
start_game LOCPATH="$work" LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 -- play --seed 25 --size 5
wait_for "| turn 0"
keys .
wait_for "half="
screen | grep -q 'half=0.5 tonumber=1.5 order=false fmt=2.2' ||
  fail "Lua formatted or compared under the terminal's locale"
echo "ok"
