// Whether the player wants the map's proofs (M) shown: kept in the data
// directory, so the choice lasts through a new game, a resume and the
// next run, as a setting should.
#pragma once

#include <optional>
#include <string>

namespace wumpus::ui {

// The choice last made, or nothing when the player never pressed M.
std::optional<bool> marks_preference();
// Remembers it; false (and *error) when the file cannot be written.
bool remember_marks(bool shown, std::string* error);

}  // namespace wumpus::ui
