// The limits a host sets on `wumpus serve`: what one player may do, how
// long the idle are kept, how long caves and recordings live. Each limit
// has one entry in a table (limit_fields) that the command line, the
// config file, `wumpus admin limits` and docs/hosting.md all follow.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace wumpus::server {

struct ServerSetup;

// Counted per player name (case-folded), so reconnecting resets nothing.
struct Limits {
  std::uint32_t caves_per_player = 5;  // caves a player owns at once
  std::uint32_t caves_per_hour = 20;   // an hour, by rooms (request_guard.hpp)
  std::uint32_t largest_cave = 1 << 20;    // rooms in a cave a player creates
  std::uint32_t requests_per_second = 20;  // every kind of request
  std::uint32_t request_burst = 40;        // saved up while quiet
  std::uint32_t chats_per_minute = 30;     // chat, joins, votes (lines)
  std::uint32_t chat_burst = 10;
  std::uint32_t logins_per_minute = 20;  // connections under one name
  // Connections at once from one local user (not the hosting account,
  // whose players are told apart by name).
  std::uint32_t connections_per_login = 8;
  std::uint64_t recording_bytes = 64ull << 20;  // per cave
  std::uint32_t lobby_idle_seconds = 600;       // in the lobby, silent
  std::uint32_t watch_idle_seconds = 3600;      // watching, silent
  // A cave nobody is connected to is closed this long after its last
  // input when its game has ended, or after close_empty when not. Its
  // recording stays for replay.
  std::uint32_t close_finished_seconds = 600;
  std::uint32_t close_empty_seconds = 7 * 86400;
  // Recordings of closed caves kept: at most this many, none older.
  std::uint32_t recordings_kept = 1000;
  std::uint32_t recording_days = 30;
};

// One limit as the host names it: `--KEY VALUE` or `KEY = VALUE`.
struct LimitField {
  std::string key;
  std::string help;
  std::uint64_t min = 0, max = 0;
  std::function<std::uint64_t(const ServerSetup&)> get;
  std::function<void(ServerSetup&, std::uint64_t)> set;
};

const std::vector<LimitField>& limit_fields();

// Reads a config file of `key = value` lines (# starts a comment) into
// `setup`. False, with *error naming the file and line, for a file that
// is not a regular file of at most 64 KiB, an unknown key, or a value
// that is not a whole number within the limit's range.
bool read_limits_file(const std::string& path, ServerSetup* setup,
                      std::string* error);

// Every limit as "key = value" lines, as a config file would set it.
std::string describe_limits(const ServerSetup& setup);

}  // namespace wumpus::server
