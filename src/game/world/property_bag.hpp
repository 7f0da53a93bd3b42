// The rules' named values on one owner: a room, a thing, a player or the
// world itself (its variables). Every owner holds one PropertyBag, so the
// engine, the saves and the Lua bindings treat them all alike.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>

namespace wumpus::game {

// A rule's value: Lua booleans, integers, floats and strings.
using Value = std::variant<bool, std::int64_t, double, std::string>;

// What one key and its value count for in a save's reckoning (the rule
// state's bound, a mod's quota of variables): the key's bytes and a
// string's, or 8 for any other value.
std::size_t stored_bytes(const std::string& key, const Value& value);

class PropertyBag {
 public:
  using Values = std::map<std::string, Value>;

  // The value under `key`, or null when there is none.
  const Value* get(const std::string& key) const;
  // Whether `key` holds the boolean true (the rules' flags: "dark", ...).
  bool flag(const std::string& key) const;
  // Sets `key`; no value (Lua's nil) erases it.
  void set(const std::string& key, std::optional<Value> value);

  bool empty() const { return values_.empty(); }
  // In key order, as saves write them.
  Values::const_iterator begin() const { return values_.begin(); }
  Values::const_iterator end() const { return values_.end(); }

  friend bool operator==(const PropertyBag&, const PropertyBag&) = default;

 private:
  Values values_;
};

}  // namespace wumpus::game
