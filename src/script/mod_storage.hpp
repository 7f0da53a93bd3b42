// What each mod keeps from one game to the next (game.store and
// game.stored): a small JSON object per mod, in <dir>/<mod>.json, written
// atomically at each change. Without a directory (replays, `wumpus mod
// check`) it lives in memory only and starts empty: it is not part of a
// game, so a replay neither reads nor writes the player's files.
// Several games share the directory (a server's caves, each with its own
// rules; two games side by side): a read sees the file as the others
// last wrote it, and a store rewrites the file as it stands, under a lock
// on the directory, so no game writes back a value another changed.
#pragma once

#include "game/world/world.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace wumpus::script {

class ModStorage {
 public:
  // Bounds of one mod's storage: what a tally or a best time needs.
  static constexpr std::size_t kMaxKeyBytes = 64;
  static constexpr std::size_t kMaxFileBytes = 16 * 1024;

  // "" keeps storage in memory only. Mods' values read so far are
  // forgotten: they are read again from the new place.
  void set_dir(std::string dir);
  const std::string& dir() const { return dir_; }

  // The value stored under `key` by `mod`, or null.
  const game::Value* get(const std::string& mod, const std::string& key);
  // Stores (nullopt: removes) and writes the mod's file; false, nothing
  // changed, with *error saying why when the file would outgrow
  // kMaxFileBytes or cannot be written.
  bool set(const std::string& mod, const std::string& key,
           std::optional<game::Value> value, std::string* error);

 private:
  using Values = std::map<std::string, game::Value>;
  // Which version of a mod's file the values were read from.
  struct Stamp {
    std::uint64_t inode = 0, size = 0, modified_ns = 0;
    bool operator==(const Stamp&) const = default;
  };
  struct Kept {
    Values values;
    Stamp stamp;
    bool read = false;  // from the file, at `stamp`
  };
  // The mod's values, read again from its file when it changed since (a
  // missing or damaged file reads as empty and is replaced at the next
  // store).
  Values& values_of(const std::string& mod);

  std::string dir_;
  std::map<std::string, Kept> mods_;
};

}  // namespace wumpus::script
