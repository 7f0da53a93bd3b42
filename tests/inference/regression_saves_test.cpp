// Games where the inference once stated a risk the player's own view
// contradicts, pinned as saves (not seeds, so they outlive new layouts)
// and read with the shipped rules of the version each was made under.
#include "agent/agent.hpp"
#include "game/game.hpp"
#include "inference/hazard_inference.hpp"
#include "script/lua_rules.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

namespace wumpus::inference {
namespace {

// The built-in rules of the version the save names.
std::shared_ptr<game::Rules> builtin_rules_of_save(const game::Settings& saved,
                                                   std::string* error) {
  script::RulesOptions options;
  options.scripts_dir = WUMPUS_SOURCE_DIR "/scripts";
  options.version = saved.rules_version;
  return script::LuaRules::load(options, error);
}

game_api::PlayerView saved_view(const std::string& name) {
  std::string error;
  const auto game =
      game::Game::load(WUMPUS_SOURCE_DIR "/tests/inference/saves/" + name,
                       builtin_rules_of_save, &error);
  INFO(error);
  REQUIRE(game);
  return game->view(game->resume_player("player"));
}

// A saved position as the player stands in it: what the view proves and
// what the agent, fresh, decides there.
struct SavedPosition {
  game_api::PlayerView view;
  HazardBelief belief;
  agent::Decision decision;
};

SavedPosition saved_position(const std::string& name, RoomId room) {
  SavedPosition at{saved_view(name), {}, {}};
  REQUIRE(at.view.room == room);
  at.belief = infer_from_view(at.view, true);
  REQUIRE(at.belief.exact);
  agent::Agent agent;
  at.decision = agent.decide(at.view);
  return at;
}

// The breeze's room `pit` is proven a pit, its other room `clear` proven
// free of one, and the agent keeps out of the pit.
void check_pit_avoided(const SavedPosition& at, RoomId pit, RoomId clear) {
  CHECK(at.belief.at(pit).of(game_api::Hazard::Pit) == Approx(1.0));
  CHECK_FALSE(at.belief.at(clear).may_hold(game_api::Hazard::Pit));
  CHECK(at.decision.action.target != pit);
  CHECK(at.decision.risk < 0.5);
}

// `safe` may hold no pit, no bats and no sleeping Wumpus, and the agent
// no longer bets `old_risk` (nor anything, going there).
void check_proven_safe(const SavedPosition& at, RoomId safe, double old_risk) {
  const RoomRisk& room = at.belief.at(safe);
  CHECK_FALSE(room.may_hold(game_api::Hazard::Pit));
  CHECK_FALSE(room.may_hold(game_api::Hazard::Bats));
  CHECK_FALSE(room.may_hold(game_api::Hazard::Wumpus));
  CHECK(at.decision.risk != Approx(old_risk));
  if (at.decision.action.target == safe) CHECK(at.decision.risk == 0);
}

// Classic seed 731084, turn 28, standing in (6,1) with a breeze: its
// unseen neighbours are (6,0) and (7,2), and by the hex neighbour rules
// (7,2) lies on every way to the exit, so it holds no pit: (6,0) does.
// Once stated a coin flip, and the agent stepped into (6,0).
TEST_CASE("a breeze whose other room lies on every way out is a certain pit",
          "[inference][regression]") {
  check_pit_avoided(saved_position("classic-731084-turn28.save", 14), 6, 23);
}

// The three below were saved by the agent of f630664 (the last commit
// before rules versions and the hunt's new layouts, so they load as rules
// version 1): a throwaway patch of its driver saved the game just before
// the step named, and that agent then stated the risk quoted. Today's
// seeds no longer lead there.

// Hard seed 731336, before step 239: in (2,7) with a breeze, its unseen
// neighbours are (2,6) and (1,7). By the hex neighbour rules (1,7) lies on
// every way to the exit, so it holds no pit: (2,6) does. Once stated a
// coin flip, and the agent stepped into (2,6) and fell.
TEST_CASE("hard 731336: the breeze's only room off the way out is a pit",
          "[inference][regression]") {
  check_pit_avoided(saved_position("hard-731336-turn238.save", 86), 74, 85);
}

// Classic seed 731005, before step 101: in (6,6) with a breeze, the agent
// went on to (5,7) at a stated 0.333, the breeze's three unseen rooms
// alike. By the hex neighbour rules (5,7) lies on every way to the exit,
// so it is safe and the pit is in (7,6) or (6,7).
TEST_CASE("classic 731005: a room stated a one-in-three pit is proven safe",
          "[inference][regression]") {
  check_proven_safe(saved_position("classic-731005-turn100.save", 54), 61,
                    1.0 / 3);
}

// Classic seed 731081, before step 70: in (5,3) with a breeze, the agent
// went on to (6,2) at a stated 0.5. A pit in (6,2), with the pits another
// group of breezes calls for, would close every way to the exit; only a
// check of both groups at once sees that: (5,2) holds the pit.
TEST_CASE("classic 731081: a room stated a coin flip is proven safe",
          "[inference][regression]") {
  const SavedPosition at = saved_position("classic-731081-turn69.save", 29);
  check_proven_safe(at, 22, 0.5);
  CHECK(at.belief.at(21).of(game_api::Hazard::Pit) == Approx(1.0));
}

}  // namespace
}  // namespace wumpus::inference
