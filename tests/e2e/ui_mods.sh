#!/usr/bin/env bash
# Mods in the terminal UI: a mod's print never reaches the terminal raw;
# its lines show as debug messages only after the toggle key (D), and a
# game saved under mods resumes with them. The start menu picks mods and
# sets their settings.
source "$(dirname "$0")/ui_lib.bash"
save=$work/data/wumpus/autosave.json
mkdir -p "$work/data/wumpus/mods"
cat >"$work/data/wumpus/mods/chatty.lua" <<'LUA'
game.register("chatty", { on_tick = function() print("tick at turn " .. game.turn()) end })
LUA

start_tmux 100 30
# The start menu's mod list: the user's mod is on, a shipped one ticked.
start_game --
wait_for "Hunt the Wumpus"
wait_for "1 on: chatty"
keys m
wait_for "map_scroll"
# Past arachnid and chatty (on already): compass, then fellowship, ticked.
keys Down Down Space Down Down Space
# A ticked mod's settings show under it; one typed in reaches the game.
wait_for "beacons = 2 (default)"
keys Down 5 Enter
wait_for "3 on: chatty, compass, fellowship (beacons=5)"
keys Enter
wait_for "| turn 0"
keys Z
wait_dead
grep -q '"compass"' "$save" || fail "the picked mod is not in the game"
grep -qE '"fellowship.beacons": ?"5"' "$save" || fail "the menu's setting is not in the game"
rm "$save"

start_game -- play --seed 25 --size 5
wait_for "| turn 0"
keys .
wait_for "| turn 1"
off_screen "tick at turn" || fail "a debug line showed without the toggle"
[ "$(pane_info '#{alternate_on}')" = 1 ] || fail "the UI left the alternate screen"
grep -q 'chatty.lua:1: tick at turn 1' "$work/data/wumpus/mods.log" ||
  fail "the print line is not in the mods log"
keys D
wait_for "chatty.lua:1: tick at turn 1"
keys .
wait_for "chatty.lua:1: tick at turn 2"
wait_for "| turn 2"

keys Z
wait_dead
poll_until 5 "the alternate screen off (save-and-quit left the alternate screen on)" alternate_off
grep -q 'chatty' "$save" || fail "the save does not name the mod"

# Resumed, the mod acts again (its debug lines hidden until toggled).
start_game --
wait_for "Resume it? (y/n)"
keys y
wait_for "Welcome back"
keys D .
wait_for "chatty.lua:1: tick at turn 3"
echo "ok"
