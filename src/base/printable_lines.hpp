// Text of many lines from others (a traceback, a log's entries) made safe
// to write: base::printable line by line.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::base {

// printable() keeping newlines and tabs: no line can carry any other
// control, so none can forge or hide a line.
std::string printable_lines(std::string_view text);

}  // namespace wumpus::base
