# man_options MANPAGE COMMAND: the options (long and short) the manual's
# section for "wumpus COMMAND" lists in its tags, one a line, sorted.
# Sourced by the tests that hold the manual to --help and to docs/.
man_options() {
  sed 's/\\-/-/g' "$1" | awk -v title=".SS \"wumpus $2\"" '
    $0 == title { on = 1; next }
    /^\.S[SH]/ { on = 0 }
    on && tag { print; tag = 0 }
    on && /^\.TP/ { tag = 1 }' |
    { grep -oE -- '(^| )--?[a-zA-Z][a-z]*(-[a-z]+)*' || true; } | tr -d ' ' | sort -u
}
