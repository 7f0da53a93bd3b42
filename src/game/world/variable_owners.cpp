#include "game/world/variable_owners.hpp"

#include <algorithm>

namespace wumpus::game {

std::size_t VariableOwners::bytes_of(const std::string& owner) const {
  const auto found = bytes_.find(owner);
  return found == bytes_.end() ? 0 : found->second;
}

std::size_t VariableOwners::held_after(const std::string& owner,
                                       const std::string& key,
                                       std::size_t old_bytes,
                                       std::size_t bytes) const {
  std::size_t held = bytes_of(owner);
  const auto found = of_key_.find(key);
  if (found != of_key_.end() && found->second == owner)
    held -= std::min(held, old_bytes);
  return held + bytes;
}

void VariableOwners::release(const std::string& key, std::size_t bytes) {
  const auto found = of_key_.find(key);
  if (found == of_key_.end()) return;
  std::size_t& held = bytes_[found->second];
  held -= std::min(held, bytes);
  if (held == 0) bytes_.erase(found->second);
  of_key_.erase(found);
}

void VariableOwners::claim(const std::string& key, const std::string& owner,
                           std::size_t bytes) {
  if (owner.empty() || bytes == 0) return;
  of_key_[key] = owner;
  bytes_[owner] += bytes;
}

}  // namespace wumpus::game
