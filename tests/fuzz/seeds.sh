#!/usr/bin/env bash
# seeds.sh NAME DIR WUMPUS SOURCE_DIR: writes the seed corpus of fuzz
# target NAME into DIR: the shipped files it parses, or inputs made with
# the wumpus binary (saves) or listed here (typed commands). Small, and
# made afresh, so they follow the formats as they change.
set -euo pipefail
name=$1 dir=$2 wumpus=$3 source_dir=$4
mkdir -p "$dir"
case $name in
  mask) cp "$source_dir"/data/masks/* "$dir"/ ;;
  blocks)
    cp "$source_dir"/data/blocks/* "$dir"/
    "$wumpus" maze -W 7 -H 5 -s 1 -f blocks >"$dir/rectangle"
    "$wumpus" maze --mask triangle -s 2 -f blocks >"$dir/mask"
    printf '@@@@@\n@ @ @\n@@@@@\n' >"$dir/inner-at"
    printf '@@@\r\n@ @\r\n@@@\r\n' >"$dir/crlf" ;;
  room_graph) cp "$source_dir"/data/maps/* "$dir"/ ;;
  maze_json)
    # Every kind of maze the writer makes: shapes, wraps, weave, levels,
    # a mask, a room graph, with and without a solution.
    export WUMPUS_DATA_DIR=$source_dir
    i=0
    while IFS= read -r options; do
      i=$((i + 1))  # not in the redirection: a command's runs in its child
      # shellcheck disable=SC2086
      "$wumpus" maze -s 3 -f json $options </dev/null >"$dir/maze-$i.json"
    done <<'OPTIONS'
-W 6 -H 4
-W 6 -H 4 --solve
-W 5 -H 5 --levels 2 --solve
-W 7 -H 5 --wrap xy --weave --solve
-W 7 -H 5 --weave -a wilson
-W 6 -H 4 --shape hex --solve
-W 6 -H 4 --shape triangle
-W 4 -H 4 --shape polar --solve
-W 6 -H 4 --shape upsilon
-W 6 -H 4 --shape zeta --solve
--mask triangle --solve
--graph dodecahedron --solve
-W 6 -H 4 -a open --braid 1
OPTIONS
    ;;

  preset) cp "$source_dir"/data/presets/*.json "$dir"/ ;;
  keymap) cp "$source_dir"/data/keymap "$dir"/ ;;
  mod_conf)
    for conf in "$source_dir"/data/mods/*/mod.conf; do
      cp "$conf" "$dir/$(basename "$(dirname "$conf")").conf"
    done
    printf '# a comment\nname = lanterns\ndepends = compass, map_scroll\noptional_depends=ghosts\nversion = 2.10.3\nsave_compatible = 2.9\nauthor = someone\r\n' >"$dir/full.conf" ;;
  command)
    i=0
    while IFS= read -r line; do
      printf '%s' "$line" >"$dir/command-$((i += 1))"
    done <<'LINES'
north
s
go
go 7
turn 90
turn -90
face w
face 270
direction
shoot
shoot n e e
shoot 3 5 7
take
use torch
wait
look
inventory
help
save
save game.json
restart
new
new 10x6
who
say hello there
LINES
    ;;
  save)
    export WUMPUS_DATA_DIR=$source_dir XDG_DATA_HOME=$dir/.xdg
    for game in "--size 4" "--size 5 --levels 2" "--mask triangle" "--graph dodecahedron" "--graph castle"; do
      file=$dir/save-$(tr -dc 'a-z0-9' <<<"$game").json
      # shellcheck disable=SC2086
      printf 'look\nwait\nsave %s\n' "$file" |
        "$wumpus" play --headless --seed 3 $game >/dev/null
    done
    rm -rf "$dir/.xdg"
    ;;
  journal)
    # A journal of every kind of entry under the id journal_fuzz.cpp asks
    # for, whole and cut short.
    header='{"format":"wumpus-journal","id":"0123456789abcdef","version":1}'
    {
      echo "$header"
      echo '{"kind":"join","player":1,"text":"ann","ticked":false}'
      echo '{"kind":"line","player":1,"text":"go 3","ticked":true}'
      echo '{"kind":"tick","player":0,"text":"round","ticked":false}'
      echo '{"failed":true,"kind":"line","player":1,"stopped_mods":["tally"],"text":"spoil","ticked":false}'
      echo '{"kind":"say","player":1,"text":"ann: hi","ticked":false}'
      echo '{"kind":"new","player":1,"text":"8x6","ticked":false}'
      echo '{"kind":"leave","player":1,"text":"left","ticked":false}'
    } >"$dir/whole.journal"
    head -c 200 "$dir/whole.journal" >"$dir/cut.journal"
    echo "$header" >"$dir/empty.journal" ;;
  protocol)
    # The frames of a short real session, both ways; a shipped mod gives
    # its kind a look, so the views carry "kinds" too.
    state=$(mktemp -d)
    WUMPUS_DATA_DIR=$source_dir XDG_DATA_HOME=$state/.xdg \
      "$wumpus" serve --socket "$state/socket" --state "$state" --mod compass >/dev/null 2>&1 &
    server=$!
    python3 "$source_dir/tests/fuzz/protocol_seeds.py" "$state/socket" "$dir" ||
      status=$?
    kill "$server"
    wait "$server" || true
    rm -rf "$state"
    [ "${status:-0}" -eq 0 ] || exit 1
    ;;
  recording)
    # The recording of a short real session, then the same with hostile
    # entries: escapes in a name, a line and a chat line.
    state=$(mktemp -d)
    mkdir "$state/frames"
    WUMPUS_DATA_DIR=$source_dir XDG_DATA_HOME=$state/.xdg \
      "$wumpus" serve --socket "$state/socket" --state "$state" >/dev/null 2>&1 &
    server=$!
    python3 "$source_dir/tests/fuzz/protocol_seeds.py" "$state/socket" "$state/frames" ||
      status=$?
    kill "$server"
    wait "$server" || true
    cp "$state"/cave-1.rec "$dir/session.rec" || status=1
    rm -rf "$state"
    [ "${status:-0}" -eq 0 ] || exit 1
    { head -n 1 "$dir/session.rec"
      printf '%s\n' '{"at":1,"kind":"join","player":0,"text":"\u001b]0;x\u0007","ticked":false}' \
        '{"at":2,"kind":"line","player":1,"text":"\u001b[2J\u009b\u202e","ticked":false}' \
        '{"at":3,"kind":"say","player":1,"text":"<x> \u001b]52;c;aGk=\u0007","ticked":false}'
    } >"$dir/hostile.rec" ;;
  *) echo "seeds.sh: no seeds for $name" >&2; exit 1 ;;
esac
