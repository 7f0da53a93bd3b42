#include "ui/advisor/advisor.hpp"

#include "ui/advisor/advice_words.hpp"
#include "ui/advisor/advisor_marks.hpp"
#include "ui/advisor/deductions.hpp"
#include "ui/advisor/risk_words.hpp"
#include "ui/play/travel.hpp"

#include <fmt/core.h>

namespace wumpus::ui {
namespace {

using maze::RoomId;

// "explore", or "explore (a guess)" for the agent's "guess: explore".
std::string goal_words(const std::string& reason) {
  const std::size_t colon = reason.find(": ");
  if (colon == std::string::npos) return reason;
  return reason.substr(colon + 2) + " (a " + reason.substr(0, colon) + ")";
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
    aim_.forget();
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
  aside_.clear();
  for (const game_api::RoomView& room : view.rooms)
    if (!room.visited && room.room != view.room) {
      const AdvisorMark mark = advisor_mark(belief, room.room);
      marks_[room.room] = mark.centre;
      if (mark.aside.left.style != Style::Blank ||
          mark.aside.right.style != Style::Blank)
        aside_[room.room] = mark.aside;
    }

  advice_.clear();
  target_ = maze::kNoRoom;
  command_.reset();
  if (view.outcome != game_api::Outcome::Playing) return;
  if (!decision.command) {
    aim_.let_go();
    advice_ = "Advisor: nothing worth the risk is left";
    return;
  }
  if (decision.action.kind != agent::Action::Kind::Move) {
    aim_.let_go();
    command_ = decision.command;
    advice_ = fmt::format("Advisor: {} ({})", decision.reason,
                          command_words(view, *decision.command));
    if (decision.fatal_risk > 0)
      advice_ += fmt::format(", {}% deadly", percent(decision.fatal_risk));
    return;
  }
  // The step, and the room it leads towards with why it is worth it.
  const Heading heading = aim_.steer(view, belief, decision);
  target_ = heading.target;
  command_ = step_command(view, view.room, heading.next);
  advice_ = heading.change.empty()
                ? "Advisor: "
                : fmt::format("Advisor ({}): ", heading.change);
  advice_ +=
      fmt::format("{} to {} {}; {}", step_words(view, view.room, heading.next),
                  goal_words(decision.reason), room_place(view, heading.target),
                  risk_reason(belief, view, heading.target, Wording::Brief));
}

std::string Advisor::about(const game_api::PlayerView& view,
                           RoomId room) const {
  return fmt::format("Advisor: {}: {}", room_place(view, room),
                     risk_reason(agent_.belief(), view, room));
}

std::string Advisor::legend() {
  return advisor_legend();
}

}  // namespace wumpus::ui
