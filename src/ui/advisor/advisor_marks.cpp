#include "ui/advisor/advisor_marks.hpp"

#include "game_api/hazard_table.hpp"
#include "ui/advisor/deductions.hpp"

#include <algorithm>
#include <cmath>

namespace wumpus::ui {
namespace {

using game_api::Hazard;
using maze::RoomId;

constexpr char32_t kSafeMark = U'\'';
constexpr char32_t kUnnamedDeathMark = U'#';
constexpr char32_t kRopeMark = U'r';

char32_t hazard_glyph(Hazard hazard) {
  return game_api::hazard_entry(hazard).mark;
}

// The chance that entering kills without the rope: with one, a pit is
// survived, but it still ends the way on, so the digit counts it.
double danger(const agent::Belief& belief, RoomId room) {
  const double death =
      room < belief.risk.death.size() ? belief.risk.death[room] : 1.0;
  const double pit =
      belief.risk.rope ? belief.hazards.at(room).of(Hazard::Pit) : 0.0;
  return std::min(1.0, death + pit);
}

}  // namespace

AdvisorMark advisor_mark(const agent::Belief& belief, RoomId room) {
  AdvisorMark mark;
  const auto& hazards = belief.hazards.at(room);
  const double pit = hazards.of(Hazard::Pit);
  const double bats = hazards.of(Hazard::Bats);
  const double wumpus =
      room < belief.risk.wumpus.size() ? belief.risk.wumpus[room] : 0.0;
  const double chance = danger(belief, room);
  if (belief.risk.rope && pit > 0) mark.aside.right = {kRopeMark, Style::Item};
  // A hazard known to be there shows as M shows it, whatever else may
  // happen there (an awake Wumpus walking in).
  if (pit >= kCertain) {
    mark.centre = {hazard_glyph(Hazard::Pit), Style::Danger};
  } else if (wumpus >= kCertain) {
    mark.centre = {hazard_glyph(Hazard::Wumpus), Style::Danger};
  } else if (bats >= kCertain) {
    mark.centre = {hazard_glyph(Hazard::Bats), Style::Flapping};
  } else if (chance >= kCertain) {
    mark.centre = {kUnnamedDeathMark, Style::Danger};
  } else if (chance > 0) {
    // Rounded up (any risk shows), less what sums of chances leave over.
    const int tenths =
        std::clamp(static_cast<int>(std::ceil(chance * 10 - 1e-9)), 1, 9);
    mark.centre = {static_cast<char32_t>(U'0' + tenths), Style::Danger};
  } else {
    mark.centre = {kSafeMark, Style::Floor};
    // Not deadly, but not safe: a ride to a random room.
    if (bats > 0) mark.centre = {U'0', Style::Floor};
  }
  if (bats > 0 && bats < kCertain)
    mark.aside.left = {hazard_glyph(Hazard::Bats), Style::Flapping};
  return mark;
}

std::string advisor_legend() {
  return "' safe  1-9 tenths deadly (0: bats, not deadly)  # certain death  "
         "o pit  ! Wumpus  b bats (beside: maybe)  r beside: your rope "
         "saves you from the pit";
}

std::vector<std::string> advisor_help_lines() {
  return {
      "  1-9  #  the advisor (A) marks these and M's: its chance of death "
      "there in tenths (0: bats may carry you off, nothing deadly), # "
      "certain death by a pit or the Wumpus",
      "  b  r  beside its mark: bats may be there; your rope would save you "
      "from a pit there"};
}

}  // namespace wumpus::ui
