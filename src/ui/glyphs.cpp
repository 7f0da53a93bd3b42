#include "ui/glyphs.hpp"

namespace wumpus::ui {

Mark thing_mark(const std::vector<std::string>& things) {
  static constexpr struct {
    const char* kind;
    Mark mark;
  } kKnown[] = {{"wumpus", {U'W', Style::Danger}},
                {"pit", {U'O', Style::Danger}},
                {"bats", {U'B', Style::Danger}},
                {"gold", {U'$', Style::Gold}}};
  for (const auto& known : kKnown)
    for (const std::string& thing : things)
      if (thing == known.kind) return known.mark;
  for (const std::string& thing : things)
    if (!thing.empty()) return {static_cast<char32_t>(thing[0]), Style::Item};
  return {};
}

}  // namespace wumpus::ui
