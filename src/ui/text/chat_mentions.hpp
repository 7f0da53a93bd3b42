// Whether a chat line speaks to a player: their name, in any case, as a
// whole word after the speaker's "<name> ". A walk stops for such a line
// and the log shows it bright; others' talk among themselves does neither.
#pragma once

#include <string_view>

namespace wumpus::ui {

bool mentions(std::string_view chat_line, std::string_view player);

}  // namespace wumpus::ui
