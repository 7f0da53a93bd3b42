// Which mod holds each game variable a mod set (the mod that set it
// last) and how many bytes each mod holds: its quota of variables
// (quota::kVariableBytesPerMod). The built-in rules ("") hold none:
// their variables have no quota. Saves keep the owners.
#pragma once

#include <cstddef>
#include <map>
#include <string>

namespace wumpus::game {

class VariableOwners {
 public:
  const std::map<std::string, std::string>& of_key() const { return of_key_; }
  std::size_t bytes_of(const std::string& owner) const;
  // What `owner` would hold once `key` (now `old_bytes`) is `bytes`.
  std::size_t held_after(const std::string& owner, const std::string& key,
                         std::size_t old_bytes, std::size_t bytes) const;
  // `key`, of `bytes` bytes, is held by nobody / by `owner` from now on.
  void release(const std::string& key, std::size_t bytes);
  void claim(const std::string& key, const std::string& owner,
             std::size_t bytes);

 private:
  std::map<std::string, std::string> of_key_;  // key -> mod, never ""
  std::map<std::string, std::size_t> bytes_;   // mod -> bytes it holds
};

}  // namespace wumpus::game
