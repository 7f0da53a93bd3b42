// Recordings (game::RecordingReader), then their entries replayed into
// a game made from the header under the built-in Lua rules, as `wumpus
// replay` does: hostile names, lines, sizes and chat must neither crash
// the reader nor the game. Caves over a few thousand rooms are skipped,
// and so are `new` entries (a new cave of any size carves at length).
#include "builtin_rules.hpp"
#include "game/saves/recording.hpp"
#include "game/saves/world_json.hpp"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  using namespace wumpus;
  static const auto rules = fuzz::builtin_rules();
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  std::string error;
  auto reader = game::RecordingReader::open(in, "fuzz", &error);
  if (!reader) return 0;
  const nlohmann::json settings =
      game::settings_to_json(reader->header().settings);
  if (!fuzz::small_cave(&settings)) return 0;
  auto played = game::Game::create(reader->header().settings, rules, &error);
  for (int entries = 0; entries < 1000; ++entries) {
    const auto entry = reader->next(&error);
    if (!entry) break;
    if (played && entry->entry.kind != game::LogEntry::Kind::New)
      game::replay(*played, entry->entry);
  }
  return 0;
}
