// Game::save and Game::load: the whole game as versioned JSON with a
// checksum, written atomically (temp file, fsync, rename, fsync dir).
#include "game/game.hpp"

#include "game/cave.hpp"
#include "game/json_reader.hpp"
#include "game/world_json.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace wumpus::game {
namespace {

using json = nlohmann::json;
inline constexpr const char* kFormat = "wumpus-save";
inline constexpr std::int64_t kVersion = 1;

std::string hex(std::uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(value));
  return text;
}

// FNV-1a of the game's canonical JSON text: any damaged byte shows.
std::string checksum(const json& game) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : game.dump()) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return hex(hash);
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

bool write_atomically(const std::string& path, const std::string& text,
                      std::string* error) {
  const std::filesystem::path target(path);
  const auto dir = target.has_parent_path() ? target.parent_path()
                                            : std::filesystem::path(".");
  std::string temp =
      (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) {
    *error =
        "cannot create a file in " + dir.string() + ": " + std::strerror(errno);
    return false;
  }
  const bool written = write_all(fd, text) && ::fsync(fd) == 0;
  const int saved_errno = errno;
  ::close(fd);
  if (!written || std::rename(temp.c_str(), path.c_str()) != 0) {
    *error = "cannot write " + path + ": " +
             std::strerror(written ? errno : saved_errno);
    ::unlink(temp.c_str());
    return false;
  }
  const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
  return true;
}

}  // namespace

struct GameState {
  static json to_json(const Game& game) {
    json log = json::array();
    for (const auto& entry : game.log_)
      log.push_back({{"player", entry.player},
                     {"text", entry.text},
                     {"join", entry.join}});
    return {{"settings", settings_to_json(game.settings_)},
            {"maze",
             {{"rooms", game.world_.maze().topology().room_count()},
              {"passage_hash", hex(passage_hash(game.world_.maze()))}}},
            {"rules",
             {{"name", game.rules_->name()},
              {"fingerprint", game.rules_->fingerprint()}}},
            {"world", world_to_json(game.world_)},
            {"initial", world_to_json(game.initial_)},
            {"log", log}};
  }

  static std::unique_ptr<Game> from_json(const json& j,
                                         std::shared_ptr<Rules> rules,
                                         std::string* error) {
    JsonReader r(error);
    const json *settings_json = nullptr, *maze_json = nullptr,
               *rules_json = nullptr, *world_json = nullptr,
               *initial_json = nullptr, *log_json = nullptr;
    if (!(settings_json = r.object(j, "settings", "game")) ||
        !(maze_json = r.object(j, "maze", "game")) ||
        !(rules_json = r.object(j, "rules", "game")) ||
        !(world_json = r.object(j, "world", "game")) ||
        !(initial_json = r.object(j, "initial", "game")) ||
        !(log_json = r.array(j, "log", "game")))
      return nullptr;
    std::string rules_name, fingerprint, hash;
    if (!r.string(*rules_json, "name", &rules_name, "game.rules") ||
        !r.string(*rules_json, "fingerprint", &fingerprint, "game.rules") ||
        !r.string(*maze_json, "passage_hash", &hash, "game.maze"))
      return nullptr;
    if (fingerprint != rules->fingerprint()) {
      *error = "it was saved under other rules (\"" + rules_name +
               "\"); the rules loaded now are \"" + rules->name() +
               "\": start with the same rules and mods";
      return nullptr;
    }
    Settings settings;
    if (!settings_from_json(*settings_json, &settings, error)) return nullptr;
    maze::Random random(settings.seed);
    const auto cave = build_cave(settings, random, error);
    if (!cave) return nullptr;
    if (hex(passage_hash(*cave)) != hash) {
      *error =
          "its seed no longer carves the same cave (the maze library changed)";
      return nullptr;
    }
    World world(cave, random, settings.parameters);
    World initial = world;
    if (!world_from_json(*world_json, &world, error) ||
        !world_from_json(*initial_json, &initial, error))
      return nullptr;
    auto game =
        std::make_unique<Game>(settings, std::move(rules), std::move(world));
    game->initial_ = std::move(initial);
    for (std::size_t i = 0; i < log_json->size(); ++i) {
      LogEntry entry;
      const std::string at = "game.log[" + std::to_string(i) + "]";
      if (!r.number((*log_json)[i], "player", 0, 0xfffffffe, &entry.player,
                    at) ||
          !r.string((*log_json)[i], "text", &entry.text, at) ||
          !r.boolean((*log_json)[i], "join", &entry.join, at))
        return nullptr;
      game->log_.push_back(std::move(entry));
    }
    return game;
  }
};

bool Game::save(const std::string& path, std::string* error) const {
  const json game = GameState::to_json(*this);
  const json document = {{"format", kFormat},
                         {"version", kVersion},
                         {"checksum", checksum(game)},
                         {"game", game}};
  return write_atomically(path, document.dump(1) + "\n", error);
}

std::unique_ptr<Game> Game::load(const std::string& path,
                                 std::shared_ptr<Rules> rules,
                                 std::string* error) {
  const auto fail = [&](const std::string& why) -> std::unique_ptr<Game> {
    *error = "cannot load " + path + ": " + why;
    return nullptr;
  };
  if (!rules) return fail("no rules were given");
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail("cannot open the file");
  std::stringstream text;
  text << in.rdbuf();
  const json document = json::parse(text.str(), nullptr, false);
  if (document.is_discarded())
    return fail("it is not valid JSON (truncated or damaged?)");
  std::string problem;
  JsonReader r(&problem);
  std::string format, sum;
  std::int64_t version = 0;
  if (!r.string(document, "format", &format, "save") || format != kFormat)
    return fail("it is not a wumpus save");
  if (!r.integer(document, "version", 1, 1'000'000, &version, "save"))
    return fail(problem);
  if (version > kVersion)
    return fail("it was written by a newer wumpus (save version " +
                std::to_string(version) + "; this one reads version " +
                std::to_string(kVersion) + ")");
  const json* game = r.object(document, "game", "save");
  if (!game || !r.string(document, "checksum", &sum, "save"))
    return fail(problem);
  if (checksum(*game) != sum) return fail("it is damaged (checksum mismatch)");
  try {
    auto loaded = GameState::from_json(*game, std::move(rules), &problem);
    if (!loaded) return fail(problem);
    return loaded;
  } catch (const json::exception& e) {
    return fail(std::string("a field is malformed: ") + e.what());
  }
}

}  // namespace wumpus::game
