// The risk of entering each room, on hand-made views: what lies dead is
// no danger.
#include "agent/risk_model.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::agent {
namespace {

using game_api::testing::ViewBuilder;

RiskModel risk_of(const game_api::PlayerView& view) {
  const inference::CaveMap map(view);
  const inference::HazardBelief hazards =
      inference::infer_from_view(view, !view.wumpus_dead);
  return assess_risk(map, hazards, WumpusTracker{}, view,
                     {!view.wumpus_dead, false, 0.75});
}

TEST_CASE("the dead Wumpus's room is no risk", "[agent]") {
  // Shot from afar: its body lies in 2, seen from 1.
  ViewBuilder b(3, 1, 0, 0, 1);
  b.corridor({0, 1, 2})
      .visit(0)
      .visit(1, {"stench"})
      .things(2, {"dead wumpus"});
  b.visible(2).stand(1);
  game_api::PlayerView view = b.build();
  view.wumpus_dead = true;
  const RiskModel risk = risk_of(view);
  CHECK(risk.death[2] == 0);
  CHECK(risk.safe(2));
}

}  // namespace
}  // namespace wumpus::agent

namespace wumpus::agent {
namespace {

// A corridor 0-1-2 (room 3 unseen, where the Wumpus may be): silk sensed
// in 1, room 2 beyond it not entered.
game_api::PlayerView silk_in_corridor(bool hazard) {
  ViewBuilder b(4, 1, 0, 0, 1);
  b.corridor({0, 1, 2}).visit(0).visit(1, {"silk"});
  b.stand(1);
  game_api::PlayerView view = b.build();
  game_api::KindLook web;
  web.percept = "silk";
  web.hazard = hazard;
  view.kinds["webs:web"] = web;
  return view;
}

TEST_CASE("agent risk: a mod's hazard sensed next door is a hazard",
          "[agent]") {
  // Declared a hazard: the one room it may lie in holds it for sure.
  CHECK(risk_of(silk_in_corridor(true)).death[2] == Approx(1.0));
  // A percept nothing declared: only the flat unknown risk.
  CHECK(risk_of(silk_in_corridor(false)).death[2] == Approx(kUnknownRisk));
}

}  // namespace
}  // namespace wumpus::agent
