"""The player of tests/compat's games: a seeded walk that looks, takes
an open passage, and now and then shoots, takes, uses or waits, and
restarts when it has died or won. It reads only what the game printed
back (the `look` line naming the passages), so it walks the same way
through a headless game and a server's cave."""

import random
import re

DIRECTIONS = {"north": "n", "east": "e", "south": "s", "west": "w",
              "up": "u", "down": "d"}
OTHERS = ["shoot", "wait", "take", "use torch", "use rope"]
# Forms the bare test client (protocol_client.typed) cannot send.
TYPED_ONLY = ["shoot n e", "turn 90", "face s"]


class Walker:
    def __init__(self, seed, simple=False):
        self.chance = random.Random(seed)
        self.others = OTHERS + ([] if simple else TYPED_ONLY)
        self.looked = False

    def next(self, said):
        """The next line to type, given the text the last one printed."""
        if re.search(r"You (died|won)|eats you|bottomless pit!|Game over",
                     said):
            self.looked = False
            return "restart"
        if not self.looked or self.chance.random() < 0.1:
            self.looked = True
            return "look" if self.chance.random() < 0.9 else \
                self.chance.choice(self.others)
        self.looked = False
        passages = re.search(r"Passages lead ([a-z, ]+)\.", said)
        if not passages:
            return self.chance.choice(self.others)
        ways = [w.strip() for w in passages.group(1).split(",")]
        return DIRECTIONS.get(self.chance.choice(ways), "wait")
