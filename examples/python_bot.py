#!/usr/bin/env python3
"""A small Hunt the Wumpus bot, standard library only.

It plays `wumpus play --headless --json` through a pipe: one command a
line in, JSON events out (see "Writing a bot" in docs/headless.md). It
walks only into rooms it has proven safe (a room next to one that sensed
no breeze, no stench and no flapping), shoots once the Wumpus's room is
certain, heads for the exit with gold in hand and the Wumpus dead, and
otherwise steps into the least suspicious room at the edge of what it
knows.

    python3 examples/python_bot.py --games 5 --preset easy
"""

import argparse
import collections
import json
import subprocess
import sys


class Game:
    """One game over a pipe: send a line, read events up to its state."""

    def __init__(self, wumpus, seed, preset):
        self.proc = subprocess.Popen(
            [wumpus, "play", "--headless", "--json", "--seed", str(seed),
             "--preset", preset],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.start = self.read()          # the "start" event
        self.messages = []
        self.state = self.read_until_state()

    def read(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("wumpus stopped talking")
        return json.loads(line)

    def read_until_state(self):
        while True:
            event = self.read()
            if event["event"] == "message":
                self.messages.append(event)
            if event["event"] == "state":
                if event["outcome"] != "playing":
                    self.read()           # the "end" event follows
                return event

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        self.state = self.read_until_state()
        return self.state

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


class Bot:
    """What the bot knows, and the next command it picks from that."""

    def __init__(self, start):
        self.grid = start["grid"]
        self.exit = start["exit"]
        self.entrance = start["entrance"]
        self.counts = start["cave"]["counts"]   # how many pits, bats...
        # What every layout keeps (no pit next to the entrance, the Wumpus
        # some moves away from it...); older servers do not say.
        self.guarantees = start["cave"].get("guarantees", {})
        self.wumpus_awake = False
        self.exits = {}        # visited room -> {neighbour: direction}
        self.sensed = {}       # visited room -> set of percepts
        self.shot_at = set()   # rooms an arrow already flew into

    def observe(self, state):
        here = state["room"]
        self.wumpus_awake = state.get("wumpus_awake", True)
        self.exits[here] = {e["room"]: e.get("direction") for e in state["exits"]}
        self.sensed[here] = set(state["percepts"])

    def neighbours(self, room):
        return self.exits.get(room, {})

    def step_to(self, here, room):
        """The command that walks from `here` into its neighbour `room`."""
        # By compass where the exit names a direction (square rooms and the
        # tilings), by number on a room graph.
        return self.neighbours(here)[room] or "go %d" % room

    def known_distance(self, room):
        """Moves from the entrance to `room` by the passages seen so far:
        the true distance is no more than this."""
        seen = {self.entrance: 0}
        queue = collections.deque([self.entrance])
        while queue:
            at = queue.popleft()
            if at == room:
                return seen[at]
            for nxt in self.neighbours(at):
                if nxt not in seen:
                    seen[nxt] = seen[at] + 1
                    queue.append(nxt)
        return None

    def free_of(self, room, percept):
        """Proven not to hold what `percept` warns of: a visited neighbour
        did not sense it, or a placement guarantee rules it out."""
        for visited, sensed in self.sensed.items():
            if room in self.neighbours(visited) and percept not in sensed:
                return True
        kept = self.guarantees
        if (percept == "breeze" and kept.get("no_pit_next_to_entrance")
                and room in self.neighbours(self.entrance)):
            return True
        if percept == "stench" and not self.wumpus_awake:
            # Placed at least this far from the entrance; asleep, it stays.
            moves = self.known_distance(room)
            return moves is not None and moves < kept.get("wumpus_distance", 0)
        return False

    def safe(self, room, wumpus_alive):
        """Visited, or proven free of each hazard, one proof per hazard."""
        if room in self.sensed:
            return True
        danger = ["breeze", "flapping"] + (["stench"] if wumpus_alive else [])
        return all(self.free_of(room, percept) for percept in danger)

    def wumpus_room(self):
        """The one room every stench points at, if there is just one."""
        stenches = [r for r, s in self.sensed.items() if "stench" in s]
        if not stenches:
            return None
        candidates = set(self.neighbours(stenches[0]))
        for room in stenches[1:]:
            candidates &= set(self.neighbours(room))
        for room, sensed in self.sensed.items():
            if "stench" not in sensed:
                candidates -= set(self.neighbours(room))
        candidates -= set(self.sensed) | self.shot_at
        return candidates.pop() if len(candidates) == 1 else None

    def route(self, here, wanted, wumpus_alive):
        """First step of a shortest walk through safe rooms to a wanted one."""
        parent = {here: None}
        queue = collections.deque([here])
        while queue:
            room = queue.popleft()
            if room != here and wanted(room):
                while parent[room] != here:
                    room = parent[room]
                return room
            if room not in self.sensed:
                continue                  # passages of unvisited rooms unknown
            for nxt in self.neighbours(room):
                if nxt not in parent and self.safe(nxt, wumpus_alive):
                    parent[nxt] = room
                    queue.append(nxt)
        return None

    def decide(self, state):
        here = state["room"]
        alive = not state["wumpus_dead"] and self.counts.get("wumpus", 0) > 0
        if "glitter" in state["percepts"]:
            return "take"
        target = alive and state["arrows"] > 0 and self.wumpus_room()
        if target is not None and target is not False:
            if target in self.neighbours(here):
                self.shot_at.add(target)
                where = self.neighbours(here)[target]
                return "shoot " + (where or str(target))
            step = self.route(here, lambda r: target in self.neighbours(r),
                              alive)
            if step is not None:
                return self.step_to(here, step)
        if state["gold"] > 0 and not alive:
            if here == self.exit:
                return "wait"
            step = self.route(here, lambda r: r == self.exit, alive)
            if step is not None:
                return self.step_to(here, step)
        step = self.route(here, lambda r: r not in self.sensed, alive)
        if step is not None:
            return self.step_to(here, step)
        return self.guess(here, alive)

    def guess(self, here, alive):
        """Toward the unvisited room fewest warnings point at, through
        rooms already visited (they were survived)."""
        def warnings(room):
            return sum(len(s & {"breeze", "stench"})
                       for r, s in self.sensed.items()
                       if room in self.neighbours(r))
        frontier = {r for visited in self.sensed
                    for r in self.neighbours(visited) if r not in self.sensed}
        if not frontier:
            return "wait"
        best = min(frontier, key=lambda r: (warnings(r), r))
        if best in self.neighbours(here):
            return self.step_to(here, best)
        step = self.route(here, lambda r: r in self.sensed and
                          best in self.neighbours(r), alive)
        return self.step_to(here, step) if step is not None else "wait"

def play(wumpus, seed, preset, max_turns, verbose):
    game = Game(wumpus, seed, preset)
    bot = Bot(game.start)
    state = game.state
    while state["outcome"] == "playing" and state["turn"] < max_turns:
        bot.observe(state)
        line = bot.decide(state)
        if verbose:
            print("  turn %d room %d: %s" % (state["turn"], state["room"], line))
        state = game.send(line)
    game.close()
    return state


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wumpus", default="wumpus", help="the wumpus binary")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed-from", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--max-turns", type=int, default=300)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    won = capped = 0
    for seed in range(args.seed_from, args.seed_from + args.games):
        state = play(args.wumpus, seed, args.preset, args.max_turns,
                     args.verbose)
        won += state["outcome"] == "won"
        if state["outcome"] == "playing":
            # The bot's own limit, not the game's: neither won nor lost.
            capped += 1
            print("seed %d: stopped at the turn cap (%d)" % (seed,
                                                            state["turn"]))
            continue
        print("seed %d: %s after %d turns" % (seed, state["outcome"],
                                              state["turn"]))
    print("won %d of %d" % (won, args.games - capped))
    if capped:
        print("%d stopped at the turn cap, not counted" % capped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
