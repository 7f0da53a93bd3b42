#!/usr/bin/env bash
# The advisor at 80x24 on hexagons (hard seed 347480232097, where its
# target once jumped on every step): the first A shows its advice on the
# prompt line and its marks on the map at once, with the legend in the
# log; moves are named by direction, never "go 24"; followed for a dozen
# steps by the keys it names, its target holds until it is reached, or
# the advice says what changed.
source "$(dirname "$0")/ui_lib.bash"
start_tmux 80 24
start_game -- play --preset hard --seed 347480232097
wait_for "| turn 0"
keys A
wait_for "Advisor: "
advice_pattern='^Advisor( \([^)]*\))?: (east|west|northeast|northwest|southeast|southwest) to [a-z ]+ \(([0-9]+,[0-9]+)\)'
prompt_line | grep -qE "$advice_pattern" ||
  fail "the first A gives no step by direction and target"
on_screen "The advisor is on (this game is scored as advised); T starts" ||
  fail "the advisor's legend is not in the log"
map_rows() { screen | sed -n '2,/ room [0-9]* at /p' | sed '$d'; }
map_rows | grep -q "'" || fail "the first A shows no mark on the map"

key_of() {
  case $1 in
    east) echo l ;; west) echo h ;; northeast) echo u ;;
    northwest) echo y ;; southeast) echo n ;; southwest) echo b ;;
  esac
}
turn_of() { screen | sed -n 's/.*| turn \([0-9]*\).*/\1/p' | head -1; }
place_of() { screen | sed -n 's/.* room [0-9]* at \([0-9]*,[0-9]*\) .*/\1/p' | head -1; }
turn_past() { [ "$(turn_of)" -gt "$1" ]; }

last_target=""
for step in $(seq 12); do
  advice=$(prompt_line)
  if echo "$advice" | grep -qE -e ' go [0-9]' -e 'to room [0-9]'; then
    fail "a move named by room number: $advice"
  fi
  echo "$advice" | grep -qE "$advice_pattern" || break
  way=$(echo "$advice" | sed -E "s/$advice_pattern.*/\2/")
  target=$(echo "$advice" | sed -E "s/$advice_pattern.*/\3/")
  if [ -n "$last_target" ] && [ "$target" != "$last_target" ] &&
     [ "$(place_of)" != "$last_target" ] && ! echo "$advice" | grep -q '^Advisor ('; then
    fail "the target moved from $last_target to $target without a word: $advice"
  fi
  last_target=$target
  turn=$(turn_of)
  keys "$(key_of "$way")"
  poll_until 10 "step $step to be taken" turn_past "$turn"
  wait_for "Advisor"
done
[ "$step" -ge 6 ] || fail "the advice was followed only $step steps"
keys q
wait_for "Really quit?"
keys y
wait_dead
echo ok
