#include "game/rules/rule_state_size.hpp"

#include <fmt/core.h>

#include <map>

namespace wumpus::game {
namespace {

std::size_t bytes_of(const PropertyBag& properties) {
  std::size_t total = 0;
  for (const auto& [key, value] : properties) total += stored_bytes(key, value);
  return total;
}

}  // namespace

std::size_t rule_state_bytes(const World& world, RuleStatePart* largest) {
  std::map<std::string, std::size_t> parts;
  for (const auto& [key, value] : world.properties_of(Owner::world()))
    parts["variable '" + key + "'"] += stored_bytes(key, value);
  for (const auto& [id, thing] : world.things())
    parts["properties of '" + thing.kind + "' things"] +=
        bytes_of(thing.properties);
  for (const auto& [room, properties] : world.room_properties())
    for (const auto& [key, value] : properties)
      parts["room property '" + key + "'"] += stored_bytes(key, value);
  for (const auto& [id, player] : world.players())
    for (const auto& [key, value] : player.properties)
      parts["player property '" + key + "'"] += stored_bytes(key, value);
  for (const Timer& timer : world.timers().all())
    for (const Value& value : timer.args)
      parts["timers for '" + timer.event + "'"] +=
          stored_bytes(timer.event, value);
  std::size_t total = 0;
  for (const auto& [what, bytes] : parts) {
    total += bytes;
    if (bytes > largest->bytes) *largest = {what, bytes};
  }
  return total;
}

bool rule_state_fits(const World& world, std::string* error) {
  RuleStatePart largest;
  const std::size_t total = rule_state_bytes(world, &largest);
  if (total <= kMaxRuleStateBytes) return true;
  *error = fmt::format(
      "the rules keep {:.1f} MiB of state, more than the {} MiB a save holds "
      "(the most: {}, {:.1f} MiB); not saved, the previous "
      "save is kept",
      total / 1048576.0, kMaxRuleStateBytes >> 20, largest.what,
      largest.bytes / 1048576.0);
  return false;
}

}  // namespace wumpus::game
