// Table: the lines saying who comes, who goes and who asks for a vote,
// held and posted together (event_lines.hpp); in process, at once.
#include "game/table/table.hpp"

namespace wumpus::game {

void Table::post_event(const std::string& text) {
  if (options_.local) return post_all("info", text);
  event_lines_.hold(text);
  post_held_events();
}

void Table::post_held_events() {
  const auto line = event_lines_.take(now_);
  if (!line) return;
  post_all("info", *line);
  ++version_;
}

}  // namespace wumpus::game
