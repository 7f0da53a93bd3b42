#!/usr/bin/env bash
# The advisor at 80x24: A shows the agent's risk of each room on the map
# and its next step with the reason on the prompt line, the title says
# ADVISED from then on, and the won game's score is marked "(advised)" on
# the end screen and in the high scores (easy seed 223958973843, played
# as ui_decisions.sh plays it). Then the agent panel of `play --agent` at
# 80x24: rooms by coordinates, and the next step with its reason.
source "$(dirname "$0")/ui_lib.bash"
start_tmux 80 24
start_game -- play --preset easy --seed 223958973843
wait_for "| turn 0"
off_screen "ADVISED" || fail "a fresh game says ADVISED"
keys A
# The first A gives the advice at once, and the legend in the log.
wait_for "Advisor: "
wait_for "ADVISED"
on_screen "The advisor is on (this game is scored as advised); T starts" ||
  fail "the legend is not in the log"
prompt_line | grep -q "Advisor: [a-z]* to .* ([0-9]*,[0-9]*); safe: " ||
  fail "the advice names no step, room or reason"
advised=$(prompt_line | sed 's/.* to [a-z ]* (\([0-9]*,[0-9]*\));.*/\1/')
# The travel cursor starts on the advised room and tells its risk.
keys T
wait_for "Advisor: ("
prompt_line | grep -qF "Advisor: ($advised)" ||
  fail "the travel cursor does not start on the advised room $advised"
keys Escape
keys A
wait_for "The advisor is hidden; this game stays scored as advised."
on_screen "ADVISED" || fail "hiding the advisor dropped the mark"
keys A
wait_for "Advisor: "
explore_until "Explored: no unexplored room is known to be safe."
# Nothing safe is left: the rooms on the edge of what is known carry the
# agent's chance of death in tenths (or a certain hazard) on the map.
map_rows() { screen | sed -n '2,/ room [0-9]* at /p' | sed '$d'; }
map_rows | grep -q '[1-9!o#]' || fail "no room on the map is marked by its risk"
# The advisor's marks need the advisor alone, not M's proofs as well.
keys M
wait_for "The map no longer marks what your percepts prove."
map_rows | grep -q '[1-9!o#]' || fail "the advisor's marks went with M's"
keys M
wait_for "The map marks what your percepts prove"
keys f Right f
wait_for "Your arrow kills the Wumpus!"
explore_until "The exit is next: step in and leave the cave, winning the game? (y/n)"
keys y
wait_for "Victory!"
wait_for "(advised)"
screen | grep -q "Score [0-9]* after [0-9]* turns (advised)" ||
  fail "the end screen does not say the game was advised"
# (At 80 columns the long row may wrap its mark onto the next line.)
screen | grep -A1 "> 1\." | grep -q "(advised)" ||
  fail "the high scores do not mark the advised game"
keys q
wait_dead

# The agent panel at 80x24: coordinates, and a reason for the next step.
start_game -- play --agent --tick-ms 6400 --seed 5 --preset "$square_preset"
wait_for "agent: "
keys Space
wait_for "(paused)"
keys b
wait_for "What the agent believes"
wait_for "Proven safe, not yet entered:"
screen | grep -qE "Proven safe, not yet entered: (none|\([0-9]+,[0-9]+\))" ||
  fail "the proven safe rooms are not listed by coordinates"
screen | grep -q "Next: .*, to ([0-9]*,[0-9]*)" ||
  fail "the next step names no room by its coordinates"
screen | grep -q -e "safe: " -e "% deadly" ||
  fail "the next step gives no reason"
keys q
wait_dead
echo ok
