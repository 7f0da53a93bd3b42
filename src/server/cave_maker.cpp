#include "server/cave_maker.hpp"

#include "server/player_name.hpp"

#include <algorithm>

namespace wumpus::server {
CaveMaker::CaveMaker(asio::any_io_executor loop, const ServerSetup& setup)
    : loop_(std::move(loop)), setup_(setup) {}

CaveMaker::~CaveMaker() {
  stop();
}

void CaveMaker::make(const std::string& owner, const net::CaveOptions& options,
                     Done done) {
  const std::string key = folded_name(owner);
  ++pending_[key];
  asio::post(worker_, [this, key, options, done = std::move(done)] {
    // Boxed: a handler asio copies must be copyable, a game is not.
    auto made = std::make_shared<std::unique_ptr<game::Game>>();
    auto error = std::make_shared<std::string>();
    *made = setup_.create(options, error.get());
    asio::post(loop_, [this, key, made, error, done] {
      if (--pending_[key] == 0) pending_.erase(key);
      done(std::move(*made), *error);
    });
  });
}

void CaveMaker::carve(const game::Settings& settings, Carved done) {
  asio::post(worker_, [this, settings, done = std::move(done)] {
    std::string error;
    auto world = setup_.carve(settings, &error);
    done(std::move(world), error);
  });
}

std::size_t CaveMaker::pending() const {
  std::size_t all = 0;
  for (const auto& [owner, count] : pending_) all += count;
  return all;
}

std::size_t CaveMaker::pending(const std::string& owner) const {
  const auto found = pending_.find(folded_name(owner));
  return found == pending_.end() ? 0 : found->second;
}

void CaveMaker::stop() {
  worker_.stop();
  worker_.join();
}

}  // namespace wumpus::server
