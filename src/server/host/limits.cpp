#include "server/host/limits.hpp"

#include "base/printable.hpp"
#include "game_api/player_names.hpp"
#include "server/server_setup.hpp"

#include <fmt/core.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <sstream>

namespace wumpus::server {
namespace {

constexpr std::size_t kMaxConfigBytes = 64 * 1024;
constexpr std::uint64_t kDay = 86400;

template <class T>
LimitField field(std::string key, std::string help, std::uint64_t min,
                 std::uint64_t max, T Limits::*member) {
  return {std::move(key),
          std::move(help),
          min,
          max,
          [member](const ServerSetup& s) {
            return static_cast<std::uint64_t>(s.limits.*member);
          },
          [member](ServerSetup& s, std::uint64_t value) {
            s.limits.*member = static_cast<T>(value);
          }};
}

LimitField seconds_field(std::string key, std::string help, std::uint64_t max,
                         std::chrono::milliseconds ServerSetup::*member) {
  return {std::move(key),
          std::move(help),
          1,
          max,
          [member](const ServerSetup& s) {
            return static_cast<std::uint64_t>(
                std::chrono::duration_cast<std::chrono::seconds>(s.*member)
                    .count());
          },
          [member](ServerSetup& s, std::uint64_t value) {
            s.*member = std::chrono::seconds(value);
          }};
}

template <class T>
LimitField count_field(std::string key, std::string help, std::uint64_t max,
                       T ServerSetup::*member) {
  return {std::move(key),
          std::move(help),
          1,
          max,
          [member](const ServerSetup& s) {
            return static_cast<std::uint64_t>(s.*member);
          },
          [member](ServerSetup& s, std::uint64_t value) {
            s.*member = static_cast<T>(value);
          }};
}

std::vector<LimitField> make_fields() {
  using L = Limits;
  return {
      seconds_field("away", "seconds idle before a seated player shows as away",
                    kDay, &ServerSetup::away_after),
      seconds_field("kick", "seconds idle before a seated player is let go",
                    7 * kDay, &ServerSetup::kick_after),
      seconds_field("hello-timeout",
                    "seconds a new connection has to say hello", 3600,
                    &ServerSetup::hello_timeout),
      field("lobby-idle", "seconds silent in the lobby before being let go", 1,
            7 * kDay, &L::lobby_idle_seconds),
      field("watch-idle", "seconds silent watching before being let go", 1,
            7 * kDay, &L::watch_idle_seconds),
      count_field("threads", "threads running the caves and connections", 64,
                  &ServerSetup::threads),
      count_field("connections", "connections the server holds at once",
                  1'000'000, &ServerSetup::max_sessions),
      field("connections-per-login",
            "connections at once from one local user (not the hosting "
            "account)",
            1, 100'000, &L::connections_per_login),
      field("logins-per-minute", "connections a minute under one name", 1,
            100'000, &L::logins_per_minute),
      field("requests-per-second",
            "requests a second from one player, of every kind", 1, 100'000,
            &L::requests_per_second),
      field("request-burst", "requests a quiet player may send at once", 1,
            100'000, &L::request_burst),
      field("chats-per-minute",
            "lines a minute one player puts in others' logs: chat, watching "
            "or seated, joins and votes",
            1, 100'000, &L::chats_per_minute),
      field("chat-burst", "such lines a quiet player may send at once", 1,
            100'000, &L::chat_burst),
      count_field("caves", "caves the server holds at once", 1'000'000,
                  &ServerSetup::max_caves),
      field("caves-per-player", "caves one player owns at once", 1, 1'000'000,
            &L::caves_per_player),
      field("caves-per-hour",
            "caves one player may create an hour, each 65536 rooms "
            "counting as one (new caves and votes for them too)",
            1, 1'000'000, &L::caves_per_hour),
      field("largest-cave", "rooms in the largest cave a player may create", 1,
            1 << 20, &L::largest_cave),
      field("recording-bytes", "bytes of recording kept per cave", 4096,
            std::uint64_t{1} << 40, &L::recording_bytes),
      field("close-finished",
            "seconds after its last input a cave whose game ended is "
            "closed, when nobody is in it",
            1, 365 * kDay, &L::close_finished_seconds),
      field("close-empty",
            "seconds after its last input a cave nobody is in is closed", 1,
            365 * kDay, &L::close_empty_seconds),
      field("recordings-kept", "recordings of closed caves kept", 0, 1'000'000,
            &L::recordings_kept),
      field("recording-days", "days a closed cave's recording is kept", 1,
            100'000, &L::recording_days),
  };
}

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r");
  return std::string(text.substr(first, last - first + 1));
}

// The file's text: a regular file, opened without following a FIFO's
// promise of data that never comes, and small.
bool read_config_text(const std::string& path, std::string* text,
                      std::string* error) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    *error = fmt::format("cannot open {}: {}", path, std::strerror(errno));
    return false;
  }
  struct stat info {};
  if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) ||
      info.st_size > static_cast<off_t>(kMaxConfigBytes)) {
    ::close(fd);
    *error = fmt::format("{}: not a regular file of at most {} bytes", path,
                         kMaxConfigBytes);
    return false;
  }
  text->resize(static_cast<std::size_t>(info.st_size));
  const ssize_t n = ::read(fd, text->data(), text->size());
  ::close(fd);
  if (n != info.st_size) {
    *error = fmt::format("cannot read {}", path);
    return false;
  }
  return true;
}

// `admins = NAME, NAME...`: who may kick and mute in their caves.
bool read_admins(const std::string& value, ServerSetup* setup,
                 std::string* error) {
  std::istringstream names(value);
  std::string name;
  while (std::getline(names, name, ',')) {
    name = trimmed(name);
    if (!game_api::valid_player_name(name)) {
      *error = fmt::format("admins: \"{}\" is not a player's name",
                           base::printable(name));
      return false;
    }
    setup->admins.insert(game_api::folded_name(name));
  }
  return true;
}

bool apply_line(const std::string& line, ServerSetup* setup,
                std::string* error) {
  const auto equals = line.find('=');
  if (equals == std::string::npos) {
    *error = "expected KEY = VALUE";
    return false;
  }
  const std::string key = trimmed(line.substr(0, equals));
  const std::string value = trimmed(line.substr(equals + 1));
  if (key == "admins") return read_admins(value, setup, error);
  for (const LimitField& f : limit_fields()) {
    if (f.key != key) continue;
    std::uint64_t number = 0;
    const auto [end, code] =
        std::from_chars(value.data(), value.data() + value.size(), number);
    if (code != std::errc() || end != value.data() + value.size() ||
        value.empty() || number < f.min || number > f.max) {
      *error = fmt::format("{} must be a whole number from {} to {}", key,
                           f.min, f.max);
      return false;
    }
    f.set(*setup, number);
    return true;
  }
  *error = fmt::format("there is no limit named \"{}\"", key);
  return false;
}

}  // namespace

const std::vector<LimitField>& limit_fields() {
  static const std::vector<LimitField> fields = make_fields();
  return fields;
}

bool read_limits_file(const std::string& path, ServerSetup* setup,
                      std::string* error) {
  std::string text;
  if (!read_config_text(path, &text, error)) return false;
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    const std::string content = trimmed(line.substr(0, line.find('#')));
    if (content.empty()) continue;
    std::string problem;
    if (!apply_line(content, setup, &problem)) {
      *error = fmt::format("{}:{}: {}", path, number, problem);
      return false;
    }
  }
  return true;
}

std::string describe_limits(const ServerSetup& setup) {
  std::string out;
  for (const LimitField& f : limit_fields())
    out += fmt::format("{} = {}\n", f.key, f.get(setup));
  std::string admins;
  for (const std::string& name : setup.admins)
    admins += (admins.empty() ? "" : ", ") + name;
  if (!admins.empty()) out += "admins = " + admins + "\n";
  return out;
}

}  // namespace wumpus::server
