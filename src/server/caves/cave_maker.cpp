#include "server/caves/cave_maker.hpp"

#include "server/sessions/player_name.hpp"

#include <algorithm>

namespace wumpus::server {

CaveMaker::CaveMaker(asio::any_io_executor loop, const ServerSetup& setup)
    : loop_(std::move(loop)),
      setup_(setup),
      workers_(std::max<std::size_t>(setup.makers, 1)) {}

CaveMaker::~CaveMaker() {
  stop();
}

void CaveMaker::make(const std::string& owner, const net::CaveOptions& options,
                     Done done) {
  const std::string key = folded_name(owner);
  ++pending_[key];
  queue(key, [this, key, options, done = std::move(done)] {
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

void CaveMaker::carve(const std::string& owner, const game::Settings& settings,
                      Carved done) {
  queue(folded_name(owner), [this, settings, done = std::move(done)] {
    std::string error;
    auto world = setup_.carve(settings, &error);
    done(std::move(world), error);
  });
}

void CaveMaker::queue(const std::string& key, Job job) {
  std::lock_guard lock(mutex_);
  if (stopping_) return;
  auto& jobs = queues_[key];
  jobs.push_back(std::move(job));
  if (jobs.size() == 1 && !working_.count(key)) waiting_.push_back(key);
  start_next();
}

void CaveMaker::start_next() {
  const std::size_t workers = std::max<std::size_t>(setup_.makers, 1);
  while (!stopping_ && working_.size() < workers && !waiting_.empty()) {
    const std::string key = waiting_.front();
    waiting_.pop_front();
    auto& jobs = queues_[key];
    Job job = std::move(jobs.front());
    jobs.pop_front();
    working_.insert(key);
    asio::post(workers_, [this, key, job = std::move(job)] {
      job();
      finished(key);
    });
  }
}

// The owner's next job, if any, waits behind every other owner's.
void CaveMaker::finished(const std::string& key) {
  std::lock_guard lock(mutex_);
  working_.erase(key);
  if (queues_[key].empty())
    queues_.erase(key);
  else
    waiting_.push_back(key);
  start_next();
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
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  workers_.stop();
  workers_.join();
}

}  // namespace wumpus::server
