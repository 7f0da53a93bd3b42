#!/usr/bin/env bash
# `play --agent` in a real terminal: the agent moves by itself, space
# pauses it and . steps it once, b shows and hides its belief, t hands the
# controls to the player, and quitting restores the terminal; left alone
# it plays to the end screen without recording a score.
source "$(dirname "$0")/ui_lib.bash"

step_now() { screen | sed -n 's/.*| step \([0-9]*\).*/\1/p' | head -1; }
step_past() { [ "$(step_now)" -gt "$1" ] 2>/dev/null; }

start_tmux 110 32
start_game -- play --agent --tick-ms 150 --seed 5 --preset classic
wait_for "agent: "
poll_until 10 "the agent to take two steps" step_past 1

keys Space
wait_for "(paused)"
paused_at=$(step_now)
# Ten ticks' time paused: no step may happen.
deadline=$((SECONDS + 2))
while [ "$SECONDS" -lt "$deadline" ]; do
  [ "$(step_now)" = "$paused_at" ] || fail "the agent moved while paused"
  sleep 0.05
done
keys .
poll_until 5 "one step" step_past "$paused_at"
[ "$(step_now)" = $((paused_at + 1)) ] || fail ". took more than one step"
on_screen "(paused)" || fail "a step unpaused the agent"

keys b
wait_for "What the agent believes"
wait_for "Frontier rooms"
wait_for "Proven safe, not yet entered:"
keys b
wait_gone "What the agent believes"

keys +
wait_for "| 75 ms |"

keys t
wait_for "save & quit"
off_screen "agent: " || fail "the agent's hint stayed after taking over"
quit_confirmed

# Left alone the agent plays the game to its end; the end screen follows,
# and the agent's score is not written down as the player's.
start_game -- play --agent --tick-ms 25 --seed 5 --preset easy
wait_for "Victory!" 60
wait_for "a: again (same cave)"
off_screen "tester" || fail "the agent's game was recorded as the player's score"
keys q
wait_dead
echo ok
