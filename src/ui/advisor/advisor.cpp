#include "ui/advisor/advisor.hpp"

#include "ui/advisor/deductions.hpp"
#include "ui/advisor/risk_words.hpp"
#include "ui/play/travel.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace wumpus::ui {
namespace {

using maze::RoomId;

Mark room_mark(const agent::Belief& belief, RoomId room) {
  const double death =
      room < belief.risk.death.size() ? belief.risk.death[room] : 1.0;
  if (survivable_with_rope(belief, room) && death == 0)
    return {U'r', Style::Item};
  if (death >= kCertain) return {U'!', Style::Danger};
  if (death > 0) {
    // Rounded up (any risk shows), less what sums of chances leave over.
    const int tenths =
        std::clamp(static_cast<int>(std::ceil(death * 10 - 1e-9)), 1, 9);
    return {static_cast<char32_t>(U'0' + tenths), Style::Danger};
  }
  if (belief.hazards.at(room).of(game_api::Hazard::Bats) > 0)
    return {U'b', Style::Flapping};
  return {U'0', Style::Floor};
}

}  // namespace

void Advisor::sent(const game_api::PlayerView& before,
                   const game_api::Command& command) {
  agent::Action done;
  done.kind = agent::Action::Kind::Other;
  done.from = before.room;
  done.arrows = before.arrows;
  if (command.verb == game_api::Verb::Move && command.direction) {
    done.kind = agent::Action::Kind::Move;
    done.target = grid_step(before, before.room, *command.direction);
  } else if (command.verb == game_api::Verb::Go) {
    done.kind = agent::Action::Kind::Move;
    done.target = command.rooms.size() == 1 ? command.rooms[0]
                  : before.grid ? grid_step(before, before.room, before.facing)
                                : maze::kNoRoom;
  } else if (command.verb == game_api::Verb::Shoot) {
    // Which rooms a missed arrow surely crossed is not worked out here:
    // a miss then clears no room, only wakes the Wumpus.
    done.kind = agent::Action::Kind::Shoot;
  }
  agent_.player_did(done);
}

void Advisor::read(const game_api::PlayerView& view) {
  if (started_ && view.turn < turn_) {
    agent_ = agent::Agent();
    started_ = false;
  }
  turn_ = view.turn;
  if (!started_) {
    started_ = true;
    // Shown first after an arrow missed: the agent is told of a missed
    // shot, so it follows a Wumpus that may have walked.
    if (wumpus_may_have_moved(view)) {
      agent_.decide(view);
      agent::Action shot;
      shot.kind = agent::Action::Kind::Shoot;
      shot.from = view.room;
      shot.arrows = view.arrows + 1;
      agent_.player_did(shot);
    }
  }
  const agent::Decision decision = agent_.decide(view);
  // What the agent decided is not done: only sent() says what was.
  agent_.player_did(agent::Action{});
  const agent::Belief& belief = agent_.belief();

  marks_.clear();
  for (const game_api::RoomView& room : view.rooms)
    if (!room.visited && room.room != view.room)
      marks_[room.room] = room_mark(belief, room.room);

  advice_ = "Advisor: ";
  if (view.outcome != game_api::Outcome::Playing) {
    advice_.clear();
    return;
  }
  if (!decision.command) {
    advice_ += "nothing worth the risk is left";
    return;
  }
  if (decision.action.kind == agent::Action::Kind::Move) {
    // The step, and the room it leads towards with why it is worth it.
    const RoomId to = decision.target != maze::kNoRoom ? decision.target
                                                       : decision.action.target;
    advice_ += fmt::format(
        "{} to {} {}: {}", game_api::format_command(*decision.command),
        decision.reason, room_place(view, to), risk_reason(belief, view, to));
  } else {
    advice_ += fmt::format("{} ({})", decision.reason,
                           game_api::format_command(*decision.command));
    if (decision.fatal_risk > 0)
      advice_ += fmt::format(", {}% deadly", percent(decision.fatal_risk));
  }
}

std::string Advisor::about(const game_api::PlayerView& view,
                           RoomId room) const {
  return fmt::format("Advisor: {}: {}", room_place(view, room),
                     risk_reason(agent_.belief(), view, room));
}

std::string Advisor::legend() {
  return "0 safe  1-9 tenths deadly  ! certain death  r rope survives  "
         "b bats";
}

}  // namespace wumpus::ui
