// The versions of the built-in rules. scripts/rules.conf names the
// version of the rules in scripts/, the newest; scripts/versions/N/ keeps
// the rule files of each version N a save or recording may name, frozen,
// so the games made under them load and replay as they were played.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace wumpus::script {

// The built-in rules of one version, and the folder holding their files.
struct BuiltinRules {
  int version = 0;
  std::string dir;
};

// The built-in rules of `version` under `scripts_dir` (0: the newest):
// scripts_dir itself for the version its rules.conf names (1 when it has
// none, as before versions), else scripts_dir/versions/N. Nothing, with
// *error naming the version and the versions kept, when there is no such
// version; or naming the file when rules.conf is unreadable or names no
// whole number from 1. Questionable keys in rules.conf go to *warnings.
std::optional<BuiltinRules> find_builtin_rules(
    const std::string& scripts_dir, int version,
    std::vector<std::string>* warnings, std::string* error);

// Every version kept under `scripts_dir`, ascending: those in versions/
// and the newest.
std::vector<int> kept_versions(const std::string& scripts_dir, int newest);

}  // namespace wumpus::script
