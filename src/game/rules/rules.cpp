#include "game/rules/rules.hpp"

#include <fmt/core.h>

namespace wumpus::game {

std::string RuleError::describe() const {
  const std::string_view where =
      file.empty() ? std::string_view("rules") : file;
  const std::string_view in = hook.empty() ? std::string_view("a hook") : hook;
  if (line > 0)
    return fmt::format("{}:{}: in {}: {}", where, line, in, message);
  return fmt::format("{}: in {}: {}", where, in, message);
}

}  // namespace wumpus::game
