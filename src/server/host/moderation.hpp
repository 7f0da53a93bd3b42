// Whom the host has muted (their chat refused, for some minutes or until
// unmuted) and banned (refused at login), by name in any case. Kept in
// the state directory (moderation.json, written atomically on each
// change), so a restart forgets neither. The event loop's alone.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>

namespace wumpus::server {

class Moderation {
 public:
  using WallClock = std::chrono::system_clock;
  using WallTime = WallClock::time_point;

  // Reads what `path` keeps (no file: nobody muted or banned); false,
  // with *error naming the file, when it is damaged.
  bool load(const std::string& path, std::string* error);

  // Mutes `name` for `minutes` (nothing: until unmuted). Each change is
  // written at once; false, with *error, when it could not be.
  bool mute(const std::string& name,
            std::optional<std::chrono::minutes> minutes, WallTime now,
            std::string* error);
  // False, with *error, when `name` was not muted or the change was not
  // written.
  bool unmute(const std::string& name, WallTime now, std::string* error);
  bool ban(const std::string& name, std::string* error);
  bool unban(const std::string& name, std::string* error);

  // Why `name` may not chat now ("" when they may).
  std::string muted(const std::string& name, WallTime now) const;
  bool banned(const std::string& name) const;
  // One line per muted or banned name.
  std::string list(WallTime now) const;

 private:
  struct Mute {
    std::string name;  // as the host wrote it
    std::optional<WallTime> until;
  };
  bool save(std::string* error) const;
  void forget_expired(WallTime now);

  std::string path_;
  std::map<std::string, Mute> muted_;          // by folded name
  std::map<std::string, std::string> banned_;  // folded -> as written
};

}  // namespace wumpus::server
