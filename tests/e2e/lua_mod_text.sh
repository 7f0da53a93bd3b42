#!/usr/bin/env bash
# Hostile text and message bombs against the real binary: a mod's ESC,
# CR and LF reach no raw byte and forge no line on headless stdout,
# stderr or mods.log; 700 x 1 MiB game.message in one hook is refused in
# the mod that sent it, with the process staying small.
source "$(dirname "$0")/headless_lib.bash"
mods=$(dirname "$0")/hostile_mods
mkdir -p "$work/forger" "$work/bomb"
cp "$mods/forger.lua" "$work/forger/"
cp "$mods/bomb.lua" "$work/bomb/"

play() { "$wumpus" play --headless --seed 42 --size 5 "$@"; }

printf 'wait\nwait\nwait\n' |
  play --debug-mods --mods "$work/forger" >"$work/out.txt" 2>"$work/err.txt" ||
  fail "the forger's game did not run"
grep -q 'FORGED' "$work/out.txt" || fail "the forger's text did not arrive"
log=$XDG_DATA_HOME/wumpus/mods.log
for file in "$work/out.txt" "$work/err.txt" "$log"; do
  [ -s "$file" ] || fail "$file is empty"
  # Tabs and newlines only: no ESC, CR, BEL or other control.
  if LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$file"; then
    fail "a control byte reached $file"
  fi
  if grep -q '^rule error: canary.lua' "$file"; then
    fail "a forged line stands in $file"
  fi
done

/usr/bin/time -f '%M' -o "$work/rss" \
  "$wumpus" play --headless --seed 42 --size 5 --mods "$work/bomb" \
  <<<$'wait\nwait' >"$work/bomb.txt" 2>&1 || fail "the bomb's game did not run"
grep -q 'bomb.lua:5: in on_turn: .*is 1048576 bytes, more than the 4096 a message holds' "$work/bomb.txt" ||
  fail "the bomb was not refused, by name: $(grep -m1 bomb "$work/bomb.txt")"
rss=$(cat "$work/rss")
echo "peak RSS with the message bomb: ${rss} KiB"
[ "$rss" -lt 150000 ] || fail "the process grew to ${rss} KiB"
echo "ok"
