#!/usr/bin/env bash
# A paste is text, never keys: pasted into the prompt (as tmux sends it,
# in bracketed-paste markers), an Esc, a Ctrl-G or a line break inside it
# neither ends the line nor turns the rest into moves; pasted outside the
# prompt, it moves nobody.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 100 30
start_game -- play --seed 1 --size 6
wait_for "| turn 0"
paste() {
  tmux -S "$sock" set-buffer -b hostile -- "$1"
  tmux -S "$sock" paste-buffer -p -d -b hostile -t "$pane"
}

keys :
paste $'say hi\e\a jjjj\nllll'
wait_for "say hi jjjj llll"
keys Escape
wait_gone "say hi jjjj llll"
on_screen "| turn 0" || fail "the paste into the prompt moved the player"

paste $'jjjjllll\e:quit\r'
wait_for "A paste goes into the prompt"
on_screen "| turn 0" || fail "a paste outside the prompt moved the player"

keys q y
wait_dead
echo ok
