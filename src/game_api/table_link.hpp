// How a front end (the terminal UI, headless play, the agent, a network
// client) reaches its seat at a table: it sends typed lines or parsed
// input and reads back that one player's view. In process the link calls
// the table; over a socket it speaks the protocol. Either way the front
// end never holds the engine, so fog of war holds.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"

#include <string>
#include <string_view>

namespace wumpus::game_api {

class TableLink {
 public:
  virtual ~TableLink() = default;

  // A line as typed: a command or a request to the table.
  virtual void send(std::string_view line) = 0;
  virtual void send(const Input& input) = 0;

  // Takes in whatever arrived; true when the view changed.
  virtual bool update() = 0;
  virtual const PlayerView& view() const = 0;
  // A descriptor that turns readable when update() has news; -1 when
  // news only follows send() (in process).
  virtual int wait_fd() const { return -1; }
  // Milliseconds until update() should be called even without news
  // (a round's deadline); -1 for none.
  virtual int wait_ms() const { return -1; }

  // A passing trouble to show over the game ("reconnecting (3 s)"); empty
  // when all is well.
  virtual std::string trouble() const { return {}; }
  // The other end is gone (the server closed); why, in words.
  virtual bool closed() const { return false; }
  virtual std::string closed_reason() const { return {}; }

  // The terminal goes away (a hang-up, save and quit): keep the game to
  // come back to. In process it is saved; over a socket the server keeps
  // the seat, so there is nothing to do. False with *error on failure.
  virtual bool suspend(std::string* error) = 0;
};

}  // namespace wumpus::game_api
