#!/usr/bin/env bash
# Walking like a roguelike: auto-explore (o) walks through rooms known to
# be safe and stops on something new; travel (T) moves a cursor to a
# remembered room and walks back there; aiming (f) draws the arrow's path
# on the map, asks again before a shot into a known wall, and shoots.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 100 30
# Seed 1 (tried in the terminal): from the entrance several rooms
# are explored before anything new is sensed.
start_game -- play --preset "$square_preset" --seed 1 --size 6
wait_for "| turn 0"
keys o
poll_until 20 "explore to stop" on_screen_any "You stop:" "Explored:"
turn=$(screen | sed -n 's/.*| turn \([0-9]*\).*/\1/p' | head -1)
[ "$turn" -ge 2 ] || fail "explore took $turn steps"
where=$(screen | sed -n 's/.*room [0-9]* at \([0-9]*\),\([0-9]*\) .*/\1 \2/p' | head -1)
read -r x y <<<"$where"

# Travel back to the entrance: the cursor from here, Enter walks.
keys T
wait_for "Travel to $x,$y"
for _ in $(seq "$x"); do keys Left; done
for _ in $(seq "$y"); do keys Up; done
wait_for "Travel to 0,0"
keys Enter
wait_for "room 0 at 0,0"
wait_for "You are there."
case "$(char_at 2 2)" in
  "↑" | "→" | "↓" | "←") ;;
  *) fail "the player is not drawn back at the entrance" ;;
esac

# Aiming: the straight path is drawn; Esc lowers the bow.
keys f
wait_for "(straight on)"
keys Escape
wait_for "You lower your bow."
# Into the wall north of the entrance (the cave's edge): asked twice.
keys f k
wait_for "Aim: n (straight on) (a wall right there)"
keys f
wait_for "A wall is right there"
keys f
wait_for "Your arrow hits the wall."
arrows=$(screen | sed -n 's/.*| arrows \([0-9]*\) .*/\1/p' | head -1)
[ "$arrows" = 2 ] || fail "the shot did not cost an arrow ($arrows left)"
keys q y
wait_dead
echo ok
