// Comparing the files of two rule sets (RuleSource lists): what changed,
// in words, for a reload and for a save made under other rules; and
// whether a save's rules may still be loaded under today's.
#pragma once

#include "game/rules/rules.hpp"

#include <string>
#include <vector>

namespace wumpus::game {

// "changed ghosts/ghost.lua; added lantern/lantern.lua; removed
// scripts/old.lua", or "" when the two are the same.
std::string describe_changes(const std::vector<RuleSource>& before,
                             const std::vector<RuleSource>& after);

// Whether a game saved under `saved` may go on under `now`: the same
// files, or every difference lies in mods the save did not have (added
// at load) or whose version now declares the saved version
// save-compatible (save_compatible <= saved <= version). False with *why
// naming what differs.
bool sources_compatible(const std::vector<RuleSource>& saved,
                        const std::vector<RuleSource>& now, std::string* why);

// The mods of `now` that `saved` has no file of, by name.
std::vector<std::string> added_mods(const std::vector<RuleSource>& saved,
                                    const std::vector<RuleSource>& now);

// Compares dotted version numbers ("1.10" > "1.9", "1.0" == "1"): -1, 0
// or 1.
int compare_versions(const std::string& a, const std::string& b);

}  // namespace wumpus::game
