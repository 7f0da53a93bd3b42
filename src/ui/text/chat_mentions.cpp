#include "ui/text/chat_mentions.hpp"

#include "game_api/player_names.hpp"

#include <cctype>
#include <string>

namespace wumpus::ui {

bool mentions(std::string_view chat_line, std::string_view player) {
  const auto said = chat_line.find("> ");
  const std::string text = game_api::folded_name(std::string(
      said == std::string_view::npos ? chat_line : chat_line.substr(said + 2)));
  const std::string wanted = game_api::folded_name(std::string(player));
  const auto word = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  };
  for (auto at = text.find(wanted); !wanted.empty() && at != std::string::npos;
       at = text.find(wanted, at + 1)) {
    const auto end = at + wanted.size();
    if ((at == 0 || !word(text[at - 1])) &&
        (end == text.size() || !word(text[end])))
      return true;
  }
  return false;
}

}  // namespace wumpus::ui
