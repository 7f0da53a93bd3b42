#!/usr/bin/env bash
# docs_options.sh SOURCE_DIR: the manual (packaging/wumpus.6, which
# e2e/man_page.sh holds to every --help) against the pages in docs/:
# every option the manual lists for a command is named in that command's
# pages, and the README's commands table has a row for every command.
set -euo pipefail
source_dir=$1
man=$source_dir/packaging/wumpus.6
docs=$source_dir/docs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# The pages that document a command's options.
pages_of() {
  case $1 in
    play) echo playing.md map.md presets.md saves.md headless.md agent.md modding.md ;;
    maze) echo mazes.md maze-files.md maze-output.md ;;
    scores) echo saves.md ;;
    agent | solve) echo agent.md ;;
    serve | connect | replay | admin\ *) echo hosting.md modding.md ;;
    mod\ *) echo modding.md ;;
    *) return 1 ;;
  esac
}

# shellcheck source=../man_options.bash
source "$(dirname "$0")/../man_options.bash"

sed 's/\\-/-/g' "$man" | sed -n 's/^\.SS "wumpus \(.*\)"$/\1/p' >"$work/commands"
[ -s "$work/commands" ] || fail "no command sections in $man"
missing=()
while read -r command; do
  pages=$(pages_of "$command") || fail "no page in docs/ is named for 'wumpus $command': add it to pages_of"
  read -ra files <<<"$pages"
  while read -r option; do
    [ -n "$option" ] || continue
    # The server's limits are one table, "| `KEY` |" for the flag --KEY.
    if grep -qE -- "(^|[^a-z-])$option([^a-z-]|\$)" "${files[@]/#/$docs/}" ||
      { [ "$command" = serve ] && grep -qF -- "| \`${option#--}\` |" "$docs/hosting.md"; }; then
      continue
    fi
    missing+=("wumpus $command $option (in none of: $pages)")
  done < <(man_options "$man" "$command" | grep -- '^--')
done <"$work/commands"
[ ${#missing[@]} -eq 0 ] || fail "options in the manual but not in docs/: $(printf '\n  %s' "${missing[@]}")"

# The README's commands table: a row "| `wumpus COMMAND ..." per command.
while read -r command; do
  grep -qE -- "^\| \`wumpus $command( [^\`]*)?\` \|" "$source_dir/README.md" ||
    fail "the README's commands table has no row for 'wumpus $command'"
done <"$work/commands"
# ... and no row for a command the program does not have.
sed -n 's/^| `wumpus \([a-z][a-z-]*\( [a-z][a-z-]*\)*\)\( [^`]*\)\{0,1\}` |.*/\1/p' "$source_dir/README.md" |
  while read -r command; do
    grep -qxF -- "$command" "$work/commands" ||
      fail "the README's commands table has a row for 'wumpus $command', which the manual does not have"
  done
echo "docs options: ok ($(wc -l <"$work/commands") commands)"
