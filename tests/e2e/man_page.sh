#!/usr/bin/env bash
# The manual (packaging/wumpus.6) against the program: one section per
# command and every option of each command's --help documented there,
# none that the program does not have; and it renders without warnings.
source "$(dirname "$0")/headless_lib.bash"
man=$2/packaging/wumpus.6

# The commands that take options, as "maze", "admin add-key", ...
commands() {
  local prefix=("$@")
  "$wumpus" "${prefix[@]}" --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }' |
    while read -r sub; do
      if "$wumpus" "${prefix[@]}" "$sub" --help | grep -q '^Subcommands:'; then
        commands "${prefix[@]}" "$sub"
      else
        echo "${prefix[*]:+${prefix[*]} }$sub"
      fi
    done
}

# The options of a command's --help, one a line: the option column only.
help_options() {
  # shellcheck disable=SC2086
  "$wumpus" $1 --help | awk '/^  -/ { print $1 }' | tr ',' '\n' |
    grep -vx -e -h -e --help | sort -u
}

# shellcheck source=../man_options.bash
source "$(dirname "$0")/../man_options.bash"

commands >"$work/commands"
[ -s "$work/commands" ] || fail "no commands in wumpus --help"
sed 's/\\-/-/g' "$man" | sed -n 's/^\.SS "wumpus \(.*\)"$/\1/p' | sort >"$work/sections"
sort "$work/commands" | diff -u - "$work/sections" >"$work/diff" ||
  fail "commands (-) and manual sections (+) differ: $(cat "$work/diff")"
# The SYNOPSIS names every command too.
sed 's/\\-/-/g' "$man" | awk '/^\.SH SYNOPSIS/ { on = 1; next } /^\.SH/ { on = 0 }
  on && /^\.B wumpus / { sub(/^\.B wumpus /, ""); print }' | sort >"$work/synopsis"
sort "$work/commands" | comm -23 - "$work/synopsis" >"$work/unlisted"
[ ! -s "$work/unlisted" ] || fail "not in the SYNOPSIS: $(tr '\n' ' ' <"$work/unlisted")"

while read -r command; do
  help_options "$command" >"$work/help"
  man_options "$man" "$command" >"$work/man"
  diff -u "$work/help" "$work/man" >"$work/diff" ||
    fail "wumpus $command: --help (-) and the manual (+) differ: $(cat "$work/diff")"
done <"$work/commands"

warnings=$(groff -man -Tutf8 -ww -z "$man" 2>&1)
[ -z "$warnings" ] || fail "the manual renders with warnings: $warnings"
echo "man page: ok ($(wc -l <"$work/commands") commands)"
