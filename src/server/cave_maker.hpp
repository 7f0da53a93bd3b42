// Makes new caves' games, and the worlds of caves' `new`, on a worker
// thread: carving a 1000x1000 cave and running its rules' setup takes
// seconds, which on the event loop, or under a cave's lock the loop
// takes, would stall every other cave. A finished game is handed back
// on the event loop, where the caller adopts it; a world to whoever
// asked, on the worker. One worker, so caves are made one at a time
// and the makers (presets, Lua rules) never run twice at once.
#pragma once

#include "game/game.hpp"
#include "net/protocol.hpp"
#include "server/server_setup.hpp"

#include <asio.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace wumpus::server {

class CaveMaker {
 public:
  // The game, or nothing with the error; called on the event loop.
  using Done =
      std::function<void(std::unique_ptr<game::Game>, const std::string&)>;

  // `setup.create` makes the games; `loop` is the event loop.
  CaveMaker(asio::any_io_executor loop, const ServerSetup& setup);
  ~CaveMaker();

  void make(const std::string& owner, const net::CaveOptions& options,
            Done done);
  // The world, or nothing with the error; called on the worker.
  using Carved =
      std::function<void(std::optional<game::World>, const std::string&)>;
  // From any thread: carves `settings` (setup.carve).
  void carve(const game::Settings& settings, Carved done);
  // Caves under way, all of them or one owner's.
  std::size_t pending() const;
  std::size_t pending(const std::string& owner) const;
  // Waits for the game being made; the others are not made.
  void stop();

 private:
  asio::any_io_executor loop_;
  const ServerSetup& setup_;
  asio::thread_pool worker_{1};
  std::map<std::string, std::size_t> pending_;  // by case-folded owner
};

}  // namespace wumpus::server
