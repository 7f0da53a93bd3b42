#!/usr/bin/env bash
# Hostile data files given to the real binary: a directory, a FIFO, an
# endless device, a huge file, binary junk, escape sequences, and a mask
# a few bytes long that asks for a gigantic grid. Each is refused at once
# with one line naming the file, nothing raw reaching the terminal; and
# running out of memory is said in words.
source "$(dirname "$0")/headless_lib.bash"

mkdir "$work/dir"
mkfifo "$work/fifo"
truncate -s 2G "$work/huge"
head -c 4096 /dev/urandom >"$work/junk"
printf 'XX\nX\033]0;pwned\007\n' >"$work/escapes"
# 196 KB: a room in column 65535, then 65534 short rows.
{ head -c 65534 /dev/zero | tr '\0' .; echo X; seq 65534 | sed 's/.*/./'; } >"$work/wide"

# refused EXPECTED STATUS COMMAND...: exits with STATUS within 10 s and
# says EXPECTED on stderr, which holds no escape character.
refused() {
  local expected=$1 status=$2 got=0
  shift 2
  timeout 10 "$@" </dev/null >/dev/null 2>"$work/err" || got=$?
  [ "$got" != 124 ] || fail "hung: $*"
  [ "$got" = "$status" ] || fail "status $got, not $status: $* ($(cat "$work/err"))"
  grep -qF -- "$expected" "$work/err" || fail "$*: expected '$expected', got: $(cat "$work/err")"
  if grep -q $'\033' "$work/err"; then fail "$*: an escape character reached stderr"; fi
}

for option in --mask --graph; do
  for maze in "maze 2" "play 1"; do
    set -- $maze
    command=("$wumpus" "$1")
    [ "$1" = play ] && command+=(--headless)
    refused "is a directory, not a" "$2" "${command[@]}" "$option" "$work/dir"
    refused "is not a regular file" "$2" "${command[@]}" "$option" "$work/fifo"
    refused "is not a regular file" "$2" "${command[@]}" "$option" /dev/zero
    refused "may have at most" "$2" "${command[@]}" "$option" "$work/huge"
    refused "$work/junk" "$2" "${command[@]}" "$option" "$work/junk"
  done
done
refused "bad character '\\x1b' in column 2" 2 "$wumpus" maze --mask "$work/escapes"
refused "the line is longer than 16384 characters" 2 "$wumpus" maze --mask "$work/wide"
refused "is not a regular file, so not a save" 1 "$wumpus" play --headless --load "$work/fifo"
refused "File is actually a directory" 2 "$wumpus" play --headless --load "$work/dir"
refused "a save may have at most" 1 "$wumpus" play --headless --load "$work/huge"
refused "not valid JSON" 1 "$wumpus" play --headless --load "$work/junk"
refused "is not a regular file, so not a preset" 1 "$wumpus" play --headless --preset "$work/fifo"

# Out of memory, in words. AddressSanitizer reserves terabytes of address
# space up front, so the limit cannot be tried under it.
if grep -qa __asan_init "$wumpus"; then
  echo "out of memory: not tried under AddressSanitizer"
else
  refused "wumpus: out of memory" 1 bash -c 'ulimit -v 60000; exec "$0" maze -W 16384 -H 16384 -f none -s 1' "$wumpus"
fi
echo "hostile files: ok"
