#include "bench_games.hpp"

#include "script/lua_rules.hpp"

#include <stdexcept>

namespace wumpus::bench {

std::shared_ptr<game::Rules> lua_rules() {
  static const std::shared_ptr<game::Rules> rules = [] {
    script::RulesOptions options;
    options.scripts_dir = WUMPUS_SOURCE_DIR "/scripts";
    std::string error;
    std::shared_ptr<game::Rules> loaded =
        script::LuaRules::load(options, &error);
    if (!loaded) throw std::runtime_error(error);
    return loaded;
  }();
  return rules;
}

std::unique_ptr<game::Game> preset_game(const std::string& preset,
                                        std::uint64_t seed) {
  game::Settings settings;
  std::string error;
  // NAME-square: the square-room preset as it was before classic and
  // hard took hex rooms (tests/presets), so figures compare across time.
  const bool frozen = preset.ends_with("-square");
  const std::string path =
      WUMPUS_SOURCE_DIR +
      std::string(frozen ? "/tests/presets/" : "/data/presets/") + preset +
      ".json";
  if (!game::apply_preset(path, &settings, &error))
    throw std::runtime_error(error);
  settings.preset = preset;
  settings.seed = seed;
  auto made = game::Game::create(settings, lua_rules(), &error);
  if (!made) throw std::runtime_error(error);
  return made;
}

}  // namespace wumpus::bench
