#include "game/rules.hpp"

namespace wumpus::game {

std::string RuleError::describe() const {
  std::string text = file.empty() ? "rules" : file;
  if (line > 0) text += ":" + std::to_string(line);
  text +=
      ": in " + (hook.empty() ? std::string("a hook") : hook) + ": " + message;
  return text;
}

}  // namespace wumpus::game
