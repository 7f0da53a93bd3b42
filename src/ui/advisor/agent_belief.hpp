// The agent's belief as lines of text for the overlay of `play --agent`:
// where it thinks the Wumpus is, the risk of each frontier room and the
// rooms it has proven safe but not yet entered.
#pragma once

#include "agent/agent.hpp"
#include "ui/terminal/screen_frame.hpp"

namespace wumpus::ui {

Overlay belief_overlay(const agent::Belief& belief,
                       const game_api::PlayerView& view);

}  // namespace wumpus::ui
