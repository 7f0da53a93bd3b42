// The shipped rules' gates (near, tick_while) change when hooks run,
// never what happens: seeded games played under the shipped rules and
// under the same files with every gate line taken out say the same after
// every command and reach the same worlds, deaths, bats, pick-ups, shots
// and a waking Wumpus included. (Each gate of the shipped files, set
// wrong, fails it.)
#include "game/saves/world_json.hpp"
#include "game_api/command.hpp"
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

namespace {

// A copy of scripts/ without the lines declaring a gate.
class UngatedScripts {
 public:
  UngatedScripts() {
    const std::regex gate(R"(^\s*(near|tick_while) = .*$)");
    for (const auto& entry :
         std::filesystem::directory_iterator(source_path("scripts"))) {
      if (entry.path().extension() != ".lua") continue;
      std::ifstream in(entry.path());
      std::ostringstream kept;
      for (std::string line; std::getline(in, line);)
        if (!std::regex_match(line, gate)) kept << line << '\n';
      gated_ += kept.str().size() < entry.file_size() ? 1 : 0;
      mods_.add(entry.path().filename().string(), kept.str());
    }
  }
  std::shared_ptr<LuaRules> rules() const {
    RulesOptions options;
    options.scripts_dir = mods_.dir();
    std::string error;
    auto loaded = LuaRules::load(options, &error);
    INFO(error);
    REQUIRE(loaded);
    return loaded;
  }
  int gated_files() const { return gated_; }

 private:
  TempMods mods_;
  int gated_ = 0;
};

std::vector<std::string> texts(const std::vector<game_api::Message>& messages) {
  std::vector<std::string> out;
  for (const auto& message : messages) out.push_back(message.text);
  return out;
}

// Mostly a step through a random open passage (walls teach nothing
// here), else a shot, a wait or a take.
game_api::Command next_command(const game::World& world,
                               game_api::PlayerId player, maze::Random& walk) {
  const std::uint32_t roll = walk.below(10);
  if (roll == 0) return {game_api::Verb::Shoot, {}, 0, {}, {}, {}};
  if (roll == 1) return {game_api::Verb::Take, {}, 0, {}, {}, {}};
  if (roll == 2) return {};
  const game::RoomId room = world.player(player)->room;
  const auto open = world.cave().open_neighbours(room);
  if (open.empty()) return {};
  const game::RoomId to =
      open[walk.below(static_cast<std::uint32_t>(open.size()))];
  const auto way = maze::direction_to(world.cave().maze().topology(), room, to);
  if (!way) return {};
  return {game_api::Verb::Move, *way, 0, {}, {}, {}};
}

}  // namespace

TEST_CASE("the shipped gates never change a game", "[script][gates]") {
  const UngatedScripts ungated;
  REQUIRE(ungated.gated_files() == 6);
  const auto gated_rules = load_rules();
  const auto plain_rules = ungated.rules();
  int deaths = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto gated = classic_game(seed, gated_rules);
    auto plain = classic_game(seed, plain_rules);
    const game_api::PlayerId a = gated->add_player("p");
    const game_api::PlayerId b = plain->add_player("p");
    maze::Random walk(seed);
    for (int step = 0; step < 300; ++step) {
      const game::Player& player = *gated->world().player(a);
      if (!player.alive || player.won) {
        deaths += player.alive ? 0 : 1;
        std::string error;
        REQUIRE(gated->restart(a, &error));
        REQUIRE(plain->restart(b, &error));
      }
      const game_api::Command command = next_command(gated->world(), a, walk);
      INFO("seed " << seed << ", step " << step << ": "
                   << game_api::format_command(command));
      REQUIRE(texts(gated->apply(a, command)) ==
              texts(plain->apply(b, command)));
      // The whole world now and then (writing it out is most of the
      // test's time); what the player is told, every step.
      if (step % 20 == 19)
        REQUIRE(game::world_to_json(gated->world()) ==
                game::world_to_json(plain->world()));
    }
  }
  CHECK(deaths > 3);  // the hazards' hooks did act
}
