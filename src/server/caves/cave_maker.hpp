// Makes new caves' games, and the worlds of caves' `new`, on a small pool
// of workers: carving a 1000x1000 cave and running its rules' setup takes
// seconds, which on the event loop, or under a cave's lock the loop
// takes, would stall every other cave. Each player's work waits in a
// queue of its own and runs one job at a time, and the players with work
// take the workers in turn: one player's run of big carves holds at most
// one worker, and another player's `create` goes to the next one free.
// A finished game is handed back on the event loop, where the caller
// adopts it; a world to whoever asked, on the worker. Each job makes its
// own rules (its own Lua state), so jobs of two players run side by side.
#pragma once

#include "game/game.hpp"
#include "net/protocol.hpp"
#include "server/server_setup.hpp"

#include <asio.hpp>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace wumpus::server {

class CaveMaker {
 public:
  // The game, or nothing with the error; called on the event loop.
  using Done =
      std::function<void(std::unique_ptr<game::Game>, const std::string&)>;

  // `setup.create` and `setup.carve` make the games and worlds on
  // `setup.makers` workers; `loop` is the event loop.
  CaveMaker(asio::any_io_executor loop, const ServerSetup& setup);
  ~CaveMaker();

  // From the loop: makes `owner`'s new cave.
  void make(const std::string& owner, const net::CaveOptions& options,
            Done done);
  // The world, or nothing with the error; called on the worker.
  using Carved =
      std::function<void(std::optional<game::World>, const std::string&)>;
  // From any thread: carves `settings` (setup.carve) for a cave `owner`
  // owns, in the owner's queue.
  void carve(const std::string& owner, const game::Settings& settings,
             Carved done);
  // Caves under way, all of them or one owner's (the loop's).
  std::size_t pending() const;
  std::size_t pending(const std::string& owner) const;
  // Waits for the jobs being done; those queued are not done.
  void stop();

 private:
  using Job = std::function<void()>;
  // Queues `job` in the folded owner's queue and starts what may start.
  void queue(const std::string& key, Job job);
  // Hands the next player's job to a free worker while one is free; the
  // mutex held.
  void start_next();
  void finished(const std::string& key);

  asio::any_io_executor loop_;
  const ServerSetup& setup_;
  asio::thread_pool workers_;
  std::map<std::string, std::size_t> pending_;  // by folded owner, the loop's

  std::mutex mutex_;  // guards what follows: carves are asked from strands
  std::map<std::string, std::deque<Job>> queues_;  // by folded owner
  std::deque<std::string> waiting_;  // owners with a job and no worker
  std::set<std::string> working_;    // owners whose job a worker does
  bool stopping_ = false;
};

}  // namespace wumpus::server
