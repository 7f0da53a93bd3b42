// The end of a game: how it ended, the score among the best (the new
// entry highlighted) and the choices, over the whole cave revealed on the
// map (Wumpus, pits, bats, gold, the rooms walked, every arrow's flight).
// The box can be put aside to look the cave over; Esc never leaves.
#pragma once

#include "game_api/player_view.hpp"
#include "net/protocol.hpp"
#include "scores/score_board.hpp"
#include "ui/play/game_screen.hpp"
#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

enum class EndChoice { Again, NewMaze, Menu, Quit };

// The box: how the game ended, the score, the best scores (`new_entry`,
// the id of this game's score, highlighted) and the choices (`local`;
// else any key goes back, as in a server's cave).
Overlay end_overlay(const game_api::PlayerView& view,
                    const std::vector<scores::ScoreEntry>& best,
                    std::int64_t new_entry, const std::string& problem,
                    bool local = true);

// The box in a server's cave: the server's best scores, asked for as the
// game ended (nothing: they did not come), this player's line marked;
// names and causes are other players' words, shown printable only.
Overlay remote_end_overlay(
    const game_api::PlayerView& view,
    const std::optional<std::vector<net::ScoreLine>>& best);

// Red when the Wumpus ate the player, black when they fell.
Tint end_tint(const game_api::PlayerView& view);

// Shows the end screen until a choice; nothing when the tty vanished or a
// signal came.
std::optional<EndChoice> end_screen(Terminal& terminal, GameScreen& screen,
                                    const Keymap& keymap, const Overlay& box);

}  // namespace wumpus::ui
