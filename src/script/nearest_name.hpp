// "Did you mean ...?": the known name closest to a misspelt one, for
// messages about hooks and fields no one will ever call or read.
#pragma once

#include <string>
#include <vector>

namespace wumpus::script {

// The candidate fewest single-character edits away from `wrong`, when
// that is at most a third of its length (at least 2); "" otherwise.
std::string nearest_name(const std::string& wrong,
                         const std::vector<std::string>& candidates);

// " (did you mean 'x'?)", or "" when nothing is close.
std::string did_you_mean(const std::string& wrong,
                         const std::vector<std::string>& candidates);

}  // namespace wumpus::script
