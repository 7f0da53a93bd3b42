#include "game/world/property_bag.hpp"

#include <utility>

namespace wumpus::game {

std::size_t stored_bytes(const std::string& key, const Value& value) {
  const std::string* text = std::get_if<std::string>(&value);
  return key.size() + (text ? text->size() : sizeof(std::int64_t));
}

const Value* PropertyBag::get(const std::string& key) const {
  const auto found = values_.find(key);
  return found == values_.end() ? nullptr : &found->second;
}

bool PropertyBag::flag(const std::string& key) const {
  const Value* value = get(key);
  const bool* flag = value ? std::get_if<bool>(value) : nullptr;
  return flag && *flag;
}

void PropertyBag::set(const std::string& key, std::optional<Value> value) {
  if (value)
    values_[key] = std::move(*value);
  else
    values_.erase(key);
}

}  // namespace wumpus::game
