#include "ui/help_verbs.hpp"

namespace wumpus::ui {

std::vector<std::pair<std::string, Style>> help_with_verbs(
    const std::vector<std::string>& help, const game_api::VerbSpecs& verbs) {
  std::vector<std::pair<std::string, Style>> lines;
  for (const std::string& line : help) lines.emplace_back(line, Style::Text);
  if (verbs.empty()) return lines;
  lines.emplace_back("", Style::Text);
  lines.emplace_back("Commands the mods add (type them at the : prompt):",
                     Style::Text);
  for (const game_api::VerbSpec& verb : verbs)
    lines.emplace_back("  " + game_api::verb_usage(verb) + "  " + verb.help,
                       Style::Text);
  return lines;
}

}  // namespace wumpus::ui
