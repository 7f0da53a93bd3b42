#!/usr/bin/env bash
# Saves and mods: a save names its mods, never a directory, so it loads
# from wherever the mod now lies on the mod path; a mod missing is named;
# --mods given with --load adds mods; an older save naming an absolute
# directory still loads.
source "$(dirname "$0")/headless_lib.bash"
mkdir -p "$work/here/ticker" "$work/extra"
cat >"$work/here/ticker/ticker.lua" <<'LUA'
game.register("ticker", { on_turn = function(player)
  game.message(player, "info", "The ticker ticks.")
end })
LUA
printf 'name = ticker\nversion = 1.0\n' >"$work/here/ticker/mod.conf"
cat >"$work/extra/bell.lua" <<'LUA'
game.register("bell", { on_turn = function(player)
  game.message(player, "info", "A bell rings.")
end })
LUA
play() { "$wumpus" play --headless --seed 9 --size 5 "$@"; }

printf 'wait\nsave %s\n' "$work/game.json" | play --mods "$work/here" >/dev/null ||
  fail "the game with a mod did not run"
grep -q '"ticker"' "$work/game.json" || fail "the save does not name its mod"
if grep -q "$work" "$work/game.json"; then fail "the save holds a directory"; fi

# Moved elsewhere, found again through --mods.
mv "$work/here" "$work/moved"
printf 'wait\n' | play --load "$work/game.json" --mods "$work/moved" >"$work/out.txt" 2>&1 ||
  fail "the moved mod was not found: $(cat "$work/out.txt")"
grep -q 'The ticker ticks.' "$work/out.txt" || fail "the mod did not act after loading"

# Not on the mod path: one line naming the mod.
if printf 'wait\n' | play --load "$work/game.json" >"$work/out.txt" 2>&1; then
  fail "a save loaded without its mod"
fi
grep -q "saved with mod 'ticker', which is not on the mod path" "$work/out.txt" ||
  fail "the missing mod was not named: $(cat "$work/out.txt")"
[ "$(wc -l <"$work/out.txt")" -eq 1 ] || fail "the load error is not one line"

# --mods with --load adds a mod, which the next save keeps.
printf 'wait\nsave %s\n' "$work/more.json" |
  play --load "$work/game.json" --mods "$work/moved" --mods "$work/extra" >"$work/out.txt" 2>&1 ||
  fail "adding a mod at load failed: $(cat "$work/out.txt")"
grep -q 'Mods added to this game: bell' "$work/out.txt" || fail "the added mod was not told"
grep -q 'A bell rings.' "$work/out.txt" || fail "the added mod did not act"
printf 'wait\n' | play --load "$work/more.json" --mods "$work/moved" --mods "$work/extra" >"$work/out.txt" 2>&1 ||
  fail "the save with the added mod did not load"
grep -q 'A bell rings.' "$work/out.txt" || fail "the added mod was not kept"

# A save of the older kind names the absolute directory: it still loads.
python3 - "$work/game.json" "$work/old.json" "$work/moved" <<'PY'
import json, sys
save = json.load(open(sys.argv[1]))
for settings in (save["game"]["settings"], save["game"]["checkpoint"]["settings"]):
    settings["mods_dirs"] = [sys.argv[3]]
text = json.dumps(save["game"], separators=(",", ":"), sort_keys=True, ensure_ascii=False)
digest = 0xcbf29ce484222325
for byte in text.encode():
    digest = ((digest ^ byte) * 0x100000001b3) % (1 << 64)
save["checksum"] = "%016x" % digest
json.dump(save, open(sys.argv[2], "w"), indent=1)
PY
printf 'wait\n' | play --load "$work/old.json" >"$work/out.txt" 2>&1 ||
  fail "an old save with an absolute mods dir did not load: $(cat "$work/out.txt")"
grep -q 'The ticker ticks.' "$work/out.txt" || fail "the old save's mod did not act"
echo "ok"
