#!/usr/bin/env bash
# The structured fields bots read from `play --headless --json`: hazard
# counts in `start`; exits, the room, things in sight and wumpus_dead in
# every `state`; the known map on `view`. Walking each exit's direction
# must land in the room it names, on a grid, stacked levels and a graph.
source "$(dirname "$0")/headless_lib.bash"

python3 - "$wumpus" <<'PY' || fail "structured headless fields are wrong"
import json, subprocess, sys
wumpus = sys.argv[1]

def run(args, lines):
    out = subprocess.run([wumpus, "play", "--headless", "--json"] + args,
                         input="".join(l + "\n" for l in lines),
                         capture_output=True, text=True, check=True).stdout
    return [json.loads(l) for l in out.splitlines()]

def states(events):
    return [e for e in events if e["event"] == "state"]

for args in (["--seed", "7", "--size", "5"],
             ["--seed", "7", "--size", "5", "--shape", "square"],
             ["--seed", "8", "--size", "4", "--levels", "2"],
             ["--seed", "3", "--graph", "dodecahedron", "--algorithm", "open"]):
    first = run(args, [])
    start, state = first[0], states(first)[0]
    assert start["room_count"] > 0 and "pit" in start["cave"]["counts"], start
    assert state["wumpus_dead"] is False
    here = state["here"]
    assert here["room"] == state["room"] and here["visited"], here
    assert [e["room"] for e in state["exits"]] == here["open_rooms"], state
    assert state["exits"], "the entrance has no exits"
    for sight in state["in_sight"]:
        assert sight["visible"] and sight["room"] != state["room"], sight
    for exit in state["exits"]:
        # Square rooms and the tilings are walked by compass, graphs by number.
        if start["grid"] or "direction" in exit:
            line = exit["direction"]
        else:
            line = "go %d" % exit["room"]
        moved = run(args, [line])
        after = states(moved)[-1]
        carried = any(e.get("kind") == "bats" for e in moved)
        if after["outcome"] == "playing" and not carried:
            assert after["room"] == exit["room"], (args, exit, after["room"])
    events = run(args, ["view"])
    views = [e for e in events if e["event"] == "view"]
    assert len(views) == 1, events
    rooms = {r["room"] for r in views[0]["view"]["rooms"]}
    assert state["room"] in rooms and views[0]["view"]["turn"] == 0, rooms
    assert states(events)[-1]["turn"] == 0, "view cost a turn"
PY
echo "headless bot fields: ok"
