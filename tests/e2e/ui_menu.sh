#!/usr/bin/env bash
# The start menu offers every option of `wumpus play` with the preset's
# description; typing replaces a value; the shape field picks the
# dodecahedron, played with number keys: no compass, the joined rooms
# listed with what is known of them.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 100 30
start_game WUMPUS_NAME=alice --
wait_for "Hunt the Wumpus"
for field in "Preset     < classic >" "The standard game" "Size       < 8 (preset's) >" \
             "Levels     < 1 (preset's) >" "Outline    < rectangle >" \
             "Algorithm  < kruskal (preset's) >" "Braid      < 0 (preset's) >" \
             "Seed       < (fresh) >" "Name       < alice >"; do
  on_screen "$field" || fail "the menu lacks '$field'"
done

# Right from the preset's size goes to the next size; digits replace.
keys Down Right
wait_for "Size       < 9 >"
type_text "12"
wait_for "Size       < 12 >"
keys Right Left Left Left Left Left
wait_for "Size       < 8 (preset's) >"
# The preset's line follows the preset.
keys Up Right
wait_for "Preset     < easy >"
wait_for "A small cave with loops"
keys Left
wait_for "Preset     < classic >"

# The shape: left from the rectangle wraps to the last room graph.
keys Down Down Down Left
wait_for "Outline    < graph dodecahedron >"
wait_for "Algorithm  < open (every tunnel) >"
keys Down Down Down
type_text "7"
wait_for "Seed       < 7 >"
keys Down
type_text "bob"
wait_for "Name       < bob >"
keys Enter
wait_for "dodecahedron graph open"
wait_for "| turn 0"
if screen | grep -q "facing"; then fail "a room graph shows a facing"; fi

# Number keys move to a joined room: the player's line lists them.
joined=$(screen | python3 -c '
import re, sys
for line in sys.stdin.read().split("\n")[1:]:
    if len(line) > 7 and line[7] == "@":
        print(re.findall(r"\d+", line[10:])[0])
        break')
[ -n "$joined" ] || fail "no joined room listed on the player's line"
type_text "$joined"
wait_for "room $joined | arrows"
wait_for "| turn 1"
keys :
type_text "look"
keys Enter
wait_for "Passages lead to rooms"
keys q y
wait_dead
echo ok
