#include "inference/kept_inference.hpp"

#include <algorithm>

namespace wumpus::inference {
namespace {

// The view's facts the count reads, copied: the map borrows them.
game_api::PlayerView facts_of(const game_api::PlayerView& view) {
  game_api::PlayerView facts;
  facts.grid = view.grid;
  facts.width = view.width;
  facts.height = view.height;
  facts.levels = view.levels;
  facts.shape = view.shape;
  facts.wrap = view.wrap;
  facts.weave = view.weave;
  facts.room_count = view.room_count;
  facts.entrance = view.entrance;
  facts.exit = view.exit;
  facts.room = view.room;
  facts.rooms = view.rooms;
  return facts;
}

bool same_room(const game_api::RoomView& a, const game_api::RoomView& b) {
  return a.room == b.room && a.visited == b.visited && a.open == b.open &&
         a.open_rooms == b.open_rooms && a.things == b.things &&
         a.percepts == b.percepts && a.absent == b.absent;
}

// The room the player stands in counts as visited (CaveMap::visited);
// standing in one already visited adds nothing.
bool stands_in_visited(const game_api::PlayerView& view) {
  return std::any_of(view.rooms.begin(), view.rooms.end(), [&](const auto& r) {
    return r.room == view.room && r.visited;
  });
}

bool same_facts(const game_api::PlayerView& a, const game_api::PlayerView& b) {
  return a.grid == b.grid && a.width == b.width && a.height == b.height &&
         a.levels == b.levels && a.shape == b.shape && a.wrap == b.wrap &&
         a.weave == b.weave && a.room_count == b.room_count &&
         a.entrance == b.entrance && a.exit == b.exit &&
         (a.room == b.room || (stands_in_visited(a) && stands_in_visited(b))) &&
         std::equal(a.rooms.begin(), a.rooms.end(), b.rooms.begin(),
                    b.rooms.end(), same_room);
}

// The probes' seed aside: an estimate drawn from another stream is as
// good, and keeping it keeps the chances steady while nothing is learned.
bool same_rules(const InferenceInput& a, const InferenceInput& b) {
  return a.totals == b.totals && a.wumpus_asleep == b.wumpus_asleep &&
         a.wumpus_distance == b.wumpus_distance &&
         a.limits.node_budget == b.limits.node_budget &&
         a.limits.probes == b.limits.probes &&
         a.limits.batches == b.limits.batches &&
         a.limits.joint_branch_budget == b.limits.joint_branch_budget;
}

}  // namespace

struct KeptInference::Position {
  Position(const game_api::PlayerView& view, const Findings& found,
           const InferenceInput& rules)
      : facts(facts_of(view)),
        map(facts),
        findings(found),
        input(rules),
        inference(map, findings, input) {}

  // Declared in this order: each borrows those before it.
  game_api::PlayerView facts;
  CaveMap map;
  Findings findings;
  InferenceInput input;
  HazardInference inference;
  std::map<std::vector<RoomId>, JointChance> answers;
};

KeptInference::KeptInference() = default;
KeptInference::~KeptInference() = default;
KeptInference::KeptInference(KeptInference&&) noexcept = default;
KeptInference& KeptInference::operator=(KeptInference&&) noexcept = default;

const HazardInference& KeptInference::update(const game_api::PlayerView& view,
                                             const Findings& findings,
                                             const InferenceInput& input) {
  reused_ = kept_ && same_facts(kept_->facts, view) &&
            kept_->findings == findings && same_rules(kept_->input, input);
  if (!reused_) {
    kept_.reset();  // before the new one: one position's memory at a time
    kept_ = std::make_unique<Position>(view, findings, input);
  }
  return kept_->inference;
}

JointChance KeptInference::chance_clear(
    const std::vector<RoomId>& rooms) const {
  std::vector<RoomId> key = rooms;
  std::sort(key.begin(), key.end());
  key.erase(std::unique(key.begin(), key.end()), key.end());
  const auto it = kept_->answers.find(key);
  if (it != kept_->answers.end()) return it->second;
  const JointChance answer = kept_->inference.chance_clear(key);
  kept_->answers.emplace(std::move(key), answer);
  return answer;
}

}  // namespace wumpus::inference
