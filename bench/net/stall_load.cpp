#include "bench/net/stall_load.hpp"

#include "game_api/command.hpp"

#include <chrono>

namespace wumpus::bench {
namespace {

using StallClock = std::chrono::steady_clock;
constexpr int kStallConnectMs = 30'000;
constexpr auto kLobbyEvery = std::chrono::milliseconds(100);
constexpr auto kJoinEvery = std::chrono::seconds(1);

net::Act request_of(game_api::RequestKind kind, std::string argument = "") {
  game_api::Request request;
  request.kind = kind;
  request.argument = std::move(argument);
  return net::Act{request};
}

bool says(const net::ServerMessage& message, const std::string& text) {
  if (const auto* fresh = std::get_if<net::NewMessages>(&message))
    for (const auto& m : fresh->messages)
      if (m.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

std::unique_ptr<StallLoad> StallLoad::start(const std::string& socket_path,
                                            StallWork work, std::uint32_t side,
                                            std::string* error) {
  std::unique_ptr<StallLoad> load(new StallLoad);
  load->work_ = work;
  load->side_ = side;
  for (auto [client, name] : {std::pair{&load->worker_, "worker"},
                              std::pair{&load->lobby_, "lobbyist"},
                              std::pair{&load->joiner_, "joiner"}})
    if (!(*client =
              net::Client::connect(socket_path, name, kStallConnectMs, error)))
      return nullptr;
  net::CreateCave create;
  // A saver's cave is the big one from the start; a carver's is made big
  // by its `new`.
  if (work == StallWork::Save) create.options.size = side;
  load->worker_->send(create);
  const auto deadline = StallClock::now() + std::chrono::seconds(120);
  while (StallClock::now() < deadline) {
    const auto message = load->worker_->wait(100);
    if (const auto* seated =
            message ? std::get_if<net::Seated>(&*message) : nullptr) {
      load->cave_ = seated->cave;
      load->working_ = std::thread([l = load.get()] { l->work_loop(); });
      load->asking_ = std::thread([l = load.get()] { l->lobby_loop(); });
      load->joining_ = std::thread([l = load.get()] { l->join_loop(); });
      return load;
    }
    if (const auto* problem =
            message ? std::get_if<net::Problem>(&*message) : nullptr) {
      *error = "the big cave was refused: " + problem->text;
      return nullptr;
    }
  }
  *error = "the big cave's player was not seated in 120 s";
  return nullptr;
}

StallLoad::~StallLoad() {
  stopping_ = true;
  for (auto* thread : {&working_, &asking_, &joining_})
    if (thread->joinable()) thread->join();
}

// Each `new` once the last one is played, each `save` once the last is
// written, so the server works without a pause (a `new` asked during a
// carve is refused).
void StallLoad::work_loop() {
  const bool carving = work_ == StallWork::Carve;
  const auto next = [&] {
    worker_->send(
        carving ? request_of(game_api::RequestKind::New, std::to_string(side_))
                : request_of(game_api::RequestKind::Save));
  };
  next();
  while (!stopping_ && !worker_->closed()) {
    const auto message = worker_->wait(100);
    if (!message) continue;
    if (const auto* problem = std::get_if<net::Problem>(&*message))
      return fail("the worker was refused: " + problem->text);
    if (says(*message, carving ? "No new cave" : "Could not save"))
      return fail(carving ? "the big cave could not be carved"
                          : "the big cave could not be saved");
    if (says(*message, carving ? "A new cave," : "The cave is saved")) {
      ++done_;
      next();
    }
  }
  if (worker_->closed()) fail("the worker was let go: " + worker_->reason());
}

void StallLoad::note(std::vector<double>& times, StallClock::duration took) {
  std::lock_guard lock(mutex_);
  times.push_back(std::chrono::duration<double, std::milli>(took).count());
}

void StallLoad::lobby_loop() {
  while (!stopping_ && !lobby_->closed()) {
    const auto asked = StallClock::now();
    lobby_->send(net::ListCaves{});
    bool answered = false;
    while (!answered && !stopping_ && !lobby_->closed()) {
      const auto message = lobby_->wait(50);
      answered = message && std::holds_alternative<net::Lobby>(*message);
    }
    const auto took = StallClock::now() - asked;
    note(lobby_ms_, took);
    if (took < kLobbyEvery) std::this_thread::sleep_for(kLobbyEvery - took);
  }
}

// Joins the big cave (timed until it is seated there) and leaves it.
void StallLoad::join_loop() {
  while (!stopping_ && !joiner_->closed()) {
    const auto asked = StallClock::now();
    joiner_->send(net::JoinCave{cave_});
    bool seated = false;
    while (!seated && !stopping_ && !joiner_->closed()) {
      const auto message = joiner_->wait(50);
      if (const auto* problem =
              message ? std::get_if<net::Problem>(&*message) : nullptr)
        return fail("the joiner was refused: " + problem->text);
      seated = message && std::holds_alternative<net::Seated>(*message);
    }
    const auto took = StallClock::now() - asked;
    note(join_ms_, took);
    joiner_->send(net::Leave{});
    if (took < kJoinEvery) std::this_thread::sleep_for(kJoinEvery - took);
  }
}

void StallLoad::fail(std::string why) {
  std::lock_guard lock(mutex_);
  if (problem_.empty()) problem_ = std::move(why);
}

std::vector<double> StallLoad::take_lobby_ms() {
  std::lock_guard lock(mutex_);
  return std::exchange(lobby_ms_, {});
}

std::vector<double> StallLoad::take_join_ms() {
  std::lock_guard lock(mutex_);
  return std::exchange(join_ms_, {});
}

std::string StallLoad::problem() const {
  std::lock_guard lock(mutex_);
  return problem_;
}

}  // namespace wumpus::bench
