# Shared helpers of the terminal UI's end-to-end tests (sourced by
# ui_*.sh): a private tmux server per test in a fresh temp directory,
# games started with a clean environment, and polling reads of the screen.
# Never a fixed sleep: every wait polls capture-pane every 50 ms.
set -euo pipefail
wumpus=$1
source_dir=$2
# The square-room classic these tests were written on (tests/presets).
square_preset=$source_dir/tests/presets/classic-square.json
work=$(mktemp -d /tmp/wumpus-ui-e2e.XXXXXX)
sock=$work/tmux.sock
# A game killed with the server may still be writing its save: retry.
cleanup() {
  tmux -S "$sock" kill-server 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || { sleep 0.5; rm -rf "$work"; }
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  if [ -n "${pane:-}" ]; then
    echo "--- screen of $pane ---" >&2
    tmux -S "$sock" capture-pane -p -t "$pane" >&2 || true
  fi
  exit 1
}

# start_tmux WIDTH HEIGHT
start_tmux() {
  tmux -S "$sock" -f /dev/null new-session -d -s e2e -x "$1" -y "$2"
  tmux -S "$sock" set -g remain-on-exit on
}

# start_game [ENV=VALUE ...] -- ARGS...: runs wumpus in a new pane with a
# clean environment (HOME and XDG dirs under $work); sets $pane.
start_game() {
  local env=(HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
             WUMPUS_DATA_DIR="$source_dir" PATH=/usr/bin:/bin USER=tester
             LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color)
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do env+=("$1"); shift; done
  shift
  local command="exec env -i"
  local word
  for word in "${env[@]}" "$wumpus" "$@"; do command+=" $(printf '%q' "$word")"; done
  pane=$(tmux -S "$sock" new-window -d -P -F '#{pane_id}' "$command")
}

screen() { tmux -S "$sock" capture-pane -p -t "$pane"; }
# The screen and its history: a dead pane (remain-on-exit) scrolls up.
screen_all() { tmux -S "$sock" capture-pane -p -S - -t "$pane"; }
screen_colours() { tmux -S "$sock" capture-pane -p -e -t "$pane"; }
pane_info() { tmux -S "$sock" display -p -t "$pane" "$1"; }
keys() { tmux -S "$sock" send-keys -t "$pane" "$@"; }
type_text() { tmux -S "$sock" send-keys -t "$pane" -l "$1"; }

# poll_until SECONDS WHAT COMMAND...: runs COMMAND every 50 ms until it
# succeeds; fails naming WHAT after SECONDS.
poll_until() {
  local deadline=$((SECONDS + $1)) what=$2
  shift 2
  until "$@"; do
    [ "$SECONDS" -lt "$deadline" ] || fail "timed out waiting for $what"
    sleep 0.05
  done
}

on_screen() { screen | grep -qF -- "$1"; }
off_screen() { ! on_screen "$1"; }

# wait_for TEXT [SECONDS]: until TEXT (a fixed string) is on screen.
wait_for() { poll_until "${2:-10}" "'$1'" on_screen "$1"; }
# wait_gone TEXT [SECONDS]: until TEXT is no longer on screen.
wait_gone() { poll_until "${2:-10}" "'$1' to go" off_screen "$1"; }

# Whether the game's process has exited and tmux has its exit status. A
# loaded tmux server can leave the exited game a zombie for seconds (a
# missed SIGCHLD); a SIGCHLD nudges it.
exited() {
  [ "$(pane_info '#{pane_dead}')" = 1 ] &&
    [ -n "$(pane_info '#{pane_dead_status}#{pane_dead_signal}')" ] && return 0
  if grep -q 'State:.*zombie' "/proc/$(pane_info '#{pane_pid}')/status" 2>/dev/null; then
    kill -CHLD "$(tmux -S "$sock" display -p '#{pid}')"
  fi
  return 1
}

# wait_dead [SECONDS]: until the game's process has exited.
wait_dead() { poll_until "${1:-10}" "the game to exit" exited; }

# row N: line N (0-based) of the screen.
row() { screen | sed -n "$(($1 + 1))p"; }

# char_at ROW COL: the character (not byte) at 0-based ROW, COL.
char_at() {
  screen | python3 -c '
import sys
lines = sys.stdin.read().split("\n")
row, col = int(sys.argv[1]), int(sys.argv[2])
line = lines[row] if row < len(lines) else ""
print(line[col] if col < len(line) else " ")' "$1" "$2"
}

# expect_char ROW COL CHAR WHAT: fails naming WHAT unless CHAR is there.
expect_char() {
  local found
  found=$(char_at "$1" "$2")
  [ "$found" = "$3" ] || fail "$4: expected '$3' at row $1 column $2, found '$found'"
}

# quit_confirmed: q, then y at the question; the game must exit 0 and
# leave the terminal restored (the alternate screen off).
quit_confirmed() {
  keys q
  wait_for "Really quit?"
  keys y
  wait_dead
  [ "$(pane_info '#{pane_dead_status}')" = 0 ] || fail "quitting did not exit 0"
  # tmux may see the pane die before it has read the program's last
  # bytes (the screen restored): give it a moment.
  poll_until 5 "the alternate screen to be turned off (it is still on)" \
    alternate_off
}
alternate_off() { [ "$(pane_info '#{alternate_on}')" = 0 ]; }

# on_screen_any TEXT...: one of the fixed strings is on screen.
on_screen_any() {
  local text
  for text in "$@"; do on_screen "$text" && return 0; done
  return 1
}

# Walks (travel and explore), shared by the tests that play a game by them.
prompt_line() { screen | sed -n '$p'; }
# A walk is over when the prompt no longer says it is walking.
walk_over() { ! prompt_line | grep -q -e "Exploring\.\.\." -e "Travelling\.\.\."; }
# Waits up to 2 s for the screen to differ from $1 (a walk with nothing
# to do may leave it as it was).
screen_changed_from() {
  local i
  for i in $(seq 40); do
    [ "$(screen)" != "$1" ] && return 0
    sleep 0.05
  done
}
# explore_until TEXT: presses o until TEXT is on the prompt line (at most
# 40 times).
explore_until() {
  local i before
  for i in $(seq 40); do
    before=$(screen)
    keys o
    # The walk must have begun before its end is looked for: a loaded
    # machine may draw "Exploring..." late, and an o pressed while the
    # last walk goes on would carry it past the stop being waited for.
    screen_changed_from "$before"
    poll_until 10 "the walk to end" walk_over
    prompt_line | grep -qF -- "$1" && return 0
  done
  fail "explore never said '$1'"
}
