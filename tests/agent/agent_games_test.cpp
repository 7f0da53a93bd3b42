// Whole games with the real Lua rules: what the agent proves holds
// against the hidden layout (joint chances of several rooms too), it never
// steps where it has proven death, the same seed plays the same way, and the
// seeds it once lost without a guess are won. (The test reads the hidden world;
// the agent cannot.)
#include "agent/agent.hpp"

#include "game/layout/cave.hpp"
#include "game/table/local_link.hpp"
#include "inference/kept_inference.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace wumpus::agent {
namespace {

struct Played {
  game_api::Outcome outcome = game_api::Outcome::Playing;
  bool guessed = false;
  std::vector<std::string> commands;
  std::vector<std::string> unsound;  // proofs the hidden layout refutes
};

// A shipped preset, or (NAME-square) the square-room preset of that name
// kept in tests/presets as it was when the seeds pinned here were found.
game::Settings preset_settings(const std::string& preset, std::uint64_t seed) {
  game::Settings settings;
  std::string error;
  const bool frozen = preset.ends_with("-square");
  const bool read = game::apply_preset(
      WUMPUS_SOURCE_DIR +
          std::string(frozen ? "/tests/presets/" : "/data/presets/") + preset +
          ".json",
      &settings, &error);
  INFO(error);
  REQUIRE(read);
  settings.preset = preset;
  settings.seed = seed;
  return settings;
}

bool lies(const game::World& world, maze::RoomId room, const char* kind) {
  for (game::ThingId id : world.things_in(room))
    if (world.thing(id)->kind == kind &&
        !world.properties_of(game::Owner::thing(id)).flag("dead"))
      return true;
  return false;
}

// Checks every proof of the belief against the hidden world.
void audit(const Belief& belief, const game::World& world,
           std::vector<std::string>& unsound) {
  const inference::HazardBelief& h = belief.hazards;
  if (!h.exact || !h.consistent) return;
  const auto check = [&](maze::RoomId r, game_api::Hazard hazard,
                         const char* kind) {
    const bool there = lies(world, r, kind);
    if (there && !h.at(r).may_hold(hazard))
      unsound.push_back("no " + std::string(kind) + " proven in room " +
                        std::to_string(r));
    if (!there && h.at(r).of(hazard) == 1)
      unsound.push_back(std::string(kind) + " proven in empty room " +
                        std::to_string(r));
  };
  for (maze::RoomId r = 0; r < h.rooms.size(); ++r) {
    check(r, game_api::Hazard::Pit, "pit");
    check(r, game_api::Hazard::Bats, "bats");
    if (!belief.wumpus_awake && !world.things_of("wumpus").empty())
      check(r, game_api::Hazard::Wumpus, "wumpus");
  }
}

// Checks the joint chances the view's inference gives: one room alone
// is that room's own chance, and every set of rooms next to a visited
// room proven all clear, or proven not all clear, is so in the hidden
// world. `kept` follows the game's views: when it keeps its last count
// (nothing learned since), that count must be the fresh one.
void audit_joint(const game_api::PlayerView& view, const Belief& belief,
                 const game::World& world, inference::KeptInference& kept,
                 std::vector<std::string>& unsound) {
  const inference::CaveMap map(view);
  inference::Findings findings;
  findings.read(view);
  inference::InferenceInput input = inference::rules_in_view(view);
  input.wumpus_asleep = !view.wumpus_dead && !belief.wumpus_awake;
  const inference::HazardInference counted(map, findings, input);
  const inference::HazardBelief& h = counted.belief();
  const inference::HazardBelief& k =
      kept.update(view, findings, input).belief();
  for (maze::RoomId r = 0; r < h.rooms.size(); ++r)
    if (k.at(r).chance != h.at(r).chance ||
        k.at(r).possible != h.at(r).possible)
      unsound.push_back(std::string(kept.reused() ? "kept" : "new") +
                        " count differs from a fresh one at room " +
                        std::to_string(r));
  const auto blocks = [&](maze::RoomId r) {
    return lies(world, r, "pit") || lies(world, r, "bats");
  };
  for (maze::RoomId r = 0; r < h.rooms.size(); ++r) {
    const double alone = 1 - h.at(r).of(game_api::Hazard::Pit) -
                         h.at(r).of(game_api::Hazard::Bats);
    if (std::abs(counted.chance_clear({r}).chance - alone) > 1e-9)
      unsound.push_back("joint chance of room " + std::to_string(r) +
                        " alone is not its own");
  }
  if (!h.exact || !h.consistent) return;
  for (const auto& room : map.seen_rooms()) {
    if (!map.visited(room.room)) continue;
    std::vector<maze::RoomId> next;
    for (maze::RoomId r : room.open_rooms)
      if (r < map.size() && !map.visited(r)) next.push_back(r);
    const double clear = counted.chance_clear(next).chance;
    if (kept.chance_clear(next).chance != clear)
      unsound.push_back("kept joint chance differs next to " +
                        std::to_string(room.room));
    const bool any = std::any_of(next.begin(), next.end(), blocks);
    if ((any && clear == 1) || (!any && clear == 0))
      unsound.push_back("rooms next to " + std::to_string(room.room) +
                        " wrongly proven " + (any ? "clear" : "not clear"));
  }
}

Played play_agent(game::Settings settings, int max_commands = 3000) {
  std::string error;
  auto made =
      game::Game::create(settings, game::testing::builtin_lua_rules(), &error);
  INFO(error);
  REQUIRE(made);
  auto link = game::seat_alone(std::move(made), "agent", {});
  const game::World& world = link->table().game().world();
  Agent agent;
  inference::KeptInference kept;
  Played played;
  while (link->view().outcome == game_api::Outcome::Playing &&
         int(played.commands.size()) < max_commands) {
    const Decision d = agent.decide(link->view());
    audit(agent.belief(), world, played.unsound);
    audit_joint(link->view(), agent.belief(), world, kept, played.unsound);
    if (!d.command) break;
    const maze::RoomId into = d.action.target;
    if (d.action.kind == Action::Kind::Move &&
        agent.belief().risk.death.at(into) >= 1)
      played.unsound.push_back("stepped into proven death");
    played.commands.push_back(game_api::format_command(*d.command));
    link->send(game_api::Input{*d.command});
  }
  played.outcome = link->view().outcome;
  played.guessed = agent.guessed();
  return played;
}

TEST_CASE("the agent's proofs hold against the hidden layout", "[agent]") {
  const auto [preset, seeds] =
      GENERATE(std::pair<std::string, int>{"easy", 20},
               std::pair<std::string, int>{"classic", 30},
               std::pair<std::string, int>{"hard", 15});
  for (int seed = 1; seed <= wumpus::testing::seed_budget(seeds); ++seed) {
    const Played played = play_agent(preset_settings(preset, 5000 + seed));
    INFO(preset << " seed " << 5000 + seed << ": "
                << (played.unsound.empty() ? "" : played.unsound.front()));
    CHECK(played.unsound.empty());
    // Without a risky guess a game is won: a loss there is a bug.
    if (!played.guessed) CHECK(played.outcome == game_api::Outcome::Won);
  }
}

TEST_CASE("the agent plays the dodecahedron and stacked levels", "[agent]") {
  for (int seed = 1; seed <= 10; ++seed) {
    game::Settings cave = preset_settings("classic-square", seed);
    cave.graph_file = WUMPUS_SOURCE_DIR "/data/maps/dodecahedron";
    cave.algorithm = "open";
    std::string error;
    REQUIRE(game::read_cave_files(&cave, &error));
    game::Settings levels = preset_settings("classic-square", seed);
    levels.width = levels.height = 5;
    levels.levels = 3;
    for (const auto& settings : {cave, levels}) {
      const Played played = play_agent(settings);
      INFO("seed " << seed << " levels " << settings.levels);
      CHECK(played.unsound.empty());
      CHECK(played.outcome != game_api::Outcome::Playing);
    }
  }
}

// Hard seed 5009 on a Kruskal cave: bats in room 106 dropped the agent
// back in the room it came from, which it took for a blocked move and
// later "proved" 106 free of bats.
TEST_CASE("bats that drop the agent where it came from are still bats",
          "[agent]") {
  game::Settings settings = preset_settings("hard-square", 5009);
  settings.algorithm = "kruskal";
  const Played played = play_agent(settings);
  INFO((played.unsound.empty() ? "" : played.unsound.front()));
  CHECK(played.unsound.empty());
}

// Classic seed 77: bats left the agent walled in by pits, it went through
// one on its rope, then would only step back the way it came, and gave up.
TEST_CASE("out of a pit on the rope, the agent goes on past it", "[agent]") {
  const Played played = play_agent(preset_settings("classic", 77));
  CHECK(played.unsound.empty());
  CHECK(played.outcome == game_api::Outcome::Won);
}

TEST_CASE("the same seed plays the same game, move by move", "[agent]") {
  const auto settings = preset_settings("classic", 77);
  CHECK(play_agent(settings).commands == play_agent(settings).commands);
}

// Seeds once lost without a risky guess (each was a bug): played soundly,
// and won whenever they need no guess.
TEST_CASE("the regression seeds are won without a guess", "[agent]") {
  const auto [preset, seed] =
      GENERATE(std::pair<std::string, std::uint64_t>{"classic-square", 10},
               std::pair<std::string, std::uint64_t>{"classic-square", 47},
               std::pair<std::string, std::uint64_t>{"hard-square", 12},
               std::pair<std::string, std::uint64_t>{"hard-square", 20},
               std::pair<std::string, std::uint64_t>{"hard-square", 116},
               std::pair<std::string, std::uint64_t>{"hard-square", 139},
               std::pair<std::string, std::uint64_t>{"hard-square", 163},
               std::pair<std::string, std::uint64_t>{"hard-square", 166},
               std::pair<std::string, std::uint64_t>{"hard-square", 179},
               std::pair<std::string, std::uint64_t>{"hard-square", 235});
  INFO(preset << " seed " << seed);
  // Placement has changed the caves these seeds carve since they were
  // lost: what stays a bug is losing one that needs no risky guess.
  const Played played = play_agent(preset_settings(preset, seed));
  CHECK(played.unsound.empty());
  if (!played.guessed) CHECK(played.outcome == game_api::Outcome::Won);
}

}  // namespace
}  // namespace wumpus::agent
