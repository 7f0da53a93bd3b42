#!/usr/bin/env bash
# Losing the terminal: SIGHUP (an SSH connection dropping) saves the game
# atomically and exits; the next `wumpus` offers to resume it; the save
# is gone once resumed, and kept when declined until a new game starts.
# Save-and-quit uses the same file.
source "$(dirname "$0")/ui_lib.bash"
save=$work/data/wumpus/autosave.json

start_tmux 100 30
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"
keys Right
wait_for "| turn 1"
kill -HUP "$(pane_info '#{pane_pid}')"
wait_dead
[ -f "$save" ] || fail "no save after SIGHUP"
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$save" || fail "the save is not whole JSON"
ls "$work/data/wumpus" | grep -v -e '^autosave.json$' -e '^scores' -e '^mods.log$' &&
  fail "a temporary file was left beside the save"

# SIGINT quits without saving; SIGTERM saves like a hang-up. Both
# restore the terminal.
mv "$save" "$work/hangup.json"
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"
kill -INT "$(pane_info '#{pane_pid}')"
wait_dead
poll_until 5 "the alternate screen off (SIGINT left the alternate screen on)" alternate_off
[ ! -e "$save" ] || fail "SIGINT saved the game"
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"
kill -TERM "$(pane_info '#{pane_pid}')"
wait_dead
poll_until 5 "the alternate screen off (SIGTERM left the alternate screen on)" alternate_off
[ -f "$save" ] || fail "no save after SIGTERM"
mv "$work/hangup.json" "$save"

# The next plain `wumpus` offers it; yes resumes where the player was.
start_game --
wait_for "Resume it? (y/n)"
keys y
wait_for "| turn 1"
wait_for "Welcome back"
expect_char 2 6 "→" "the resumed player one room east"
[ ! -e "$save" ] || fail "the save is still there after resuming"

# Save-and-quit leaves the same save; declining it keeps it, and says so,
# until a new game starts; quitting the menu keeps it too.
keys Z
wait_dead
[ -f "$save" ] || fail "no save after save-and-quit"
start_game --
wait_for "Resume it? (y/n)"
keys n
wait_for "Hunt the Wumpus"
wait_for "stays saved until you start a new one"
[ -f "$save" ] || fail "declining removed the save before a new game began"
keys Escape
wait_dead
[ -f "$save" ] || fail "quitting the menu removed the save"
start_game --
wait_for "Resume it? (y/n)"
keys n
wait_for "Hunt the Wumpus"

# The start menu: a size and a seed typed in, Enter starts that game.
keys Down
type_text "4"
wait_for "< 4 >"
keys Down Down Down Down Down
type_text "25"
wait_for "< 25 >"
keys Enter
wait_for "| hex 4x4 "
wait_for "| turn 0"
wait_for "Your unfinished game is removed"
[ ! -e "$save" ] || fail "the declined save outlived the new game's start"
keys q y
wait_dead
echo ok
