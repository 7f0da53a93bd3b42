#!/usr/bin/env bash
# Chat in UTF-8 through the real client in tmux: the terminal sends each
# character as its bytes, the prompt edits by character (a move left over
# a Cyrillic word, a backspace), and the other player gets the line whole.
source "$(dirname "$0")/ui_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state"

# Bob makes a cave and writes down every chat line he hears.
python3 - "$socket" "$(dirname "$0")" >"$work/bob.log" 2>&1 <<'PY' &
import sys
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer
bob = Peer(sys.argv[1])
bob.greet_and_create("bob")
print("seated", flush=True)
while not bob.closed:
    for frame in bob.read(0.2):
        for m in frame.get("messages", []) if frame.get("type") == "messages" else []:
            if m.get("kind") == "chat":
                print(m["text"], flush=True)
PY
bob=$!
poll_until 10 "bob's cave" grep -q seated "$work/bob.log"

start_tmux 100 30
start_game -- connect --socket "$socket" --name alice
wait_for " 1 bob"
keys Enter
wait_for "turn 0"
keys '"'
type_text "café naïvX Привет"
for _ in 1 2 3 4 5 6 7; do keys Left; done
keys BSpace
type_text "e"
keys Enter
heard() { grep -qF "<alice> café naïve Привет" "$work/bob.log"; }
poll_until 10 "bob to hear alice's line whole" heard
wait_for "<alice> café naïve Привет"
kill "$bob" 2>/dev/null || true
stop_server TERM
echo "UTF-8 chat: ok"
