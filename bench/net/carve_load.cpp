#include "bench/net/carve_load.hpp"

#include "game_api/command.hpp"

#include <chrono>

namespace wumpus::bench {
namespace {

using CarveClock = std::chrono::steady_clock;
constexpr int kConnectMs = 30'000;
constexpr auto kLobbyEvery = std::chrono::milliseconds(100);

net::Act new_cave_request(std::uint32_t side) {
  game_api::Request request;
  request.kind = game_api::RequestKind::New;
  request.argument = std::to_string(side);
  return net::Act{request};
}

bool says(const net::ServerMessage& message, const std::string& text) {
  if (const auto* fresh = std::get_if<net::NewMessages>(&message))
    for (const auto& m : fresh->messages)
      if (m.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

std::unique_ptr<CarveLoad> CarveLoad::start(const std::string& socket_path,
                                            std::uint32_t side,
                                            std::string* error) {
  std::unique_ptr<CarveLoad> load(new CarveLoad);
  load->side_ = side;
  load->carver_ =
      net::Client::connect(socket_path, "carver", kConnectMs, error);
  if (!load->carver_) return nullptr;
  load->lobby_ =
      net::Client::connect(socket_path, "lobbyist", kConnectMs, error);
  if (!load->lobby_) return nullptr;
  load->carver_->send(net::CreateCave{});
  const auto deadline = CarveClock::now() + std::chrono::seconds(30);
  while (CarveClock::now() < deadline) {
    const auto message = load->carver_->wait(100);
    if (message && std::holds_alternative<net::Seated>(*message)) {
      load->carving_ = std::thread([l = load.get()] { l->carve_loop(); });
      load->asking_ = std::thread([l = load.get()] { l->lobby_loop(); });
      return load;
    }
    if (const auto* problem =
            message ? std::get_if<net::Problem>(&*message) : nullptr) {
      *error = "the carver's cave was refused: " + problem->text;
      return nullptr;
    }
  }
  *error = "the carver was not seated in 30 s";
  return nullptr;
}

CarveLoad::~CarveLoad() {
  stopping_ = true;
  if (carving_.joinable()) carving_.join();
  if (asking_.joinable()) asking_.join();
}

// Each `new` once the last one is played, so the server carves without a
// pause (a `new` asked during a carve is refused).
void CarveLoad::carve_loop() {
  carver_->send(new_cave_request(side_));
  while (!stopping_ && !carver_->closed()) {
    const auto message = carver_->wait(100);
    if (!message) continue;
    if (const auto* problem = std::get_if<net::Problem>(&*message))
      return fail("the carver was refused: " + problem->text);
    if (says(*message, "No new cave"))
      return fail("the carver's cave could not be carved");
    if (says(*message, "A new cave,")) {
      ++carves_;
      carver_->send(new_cave_request(side_));
    }
  }
  if (carver_->closed()) fail("the carver was let go: " + carver_->reason());
}

void CarveLoad::lobby_loop() {
  while (!stopping_ && !lobby_->closed()) {
    const auto asked = CarveClock::now();
    lobby_->send(net::ListCaves{});
    bool answered = false;
    while (!answered && !stopping_ && !lobby_->closed()) {
      const auto message = lobby_->wait(50);
      answered = message && std::holds_alternative<net::Lobby>(*message);
    }
    const auto took = CarveClock::now() - asked;
    {
      std::lock_guard lock(mutex_);
      lobby_ms_.push_back(
          std::chrono::duration<double, std::milli>(took).count());
    }
    if (took < kLobbyEvery) std::this_thread::sleep_for(kLobbyEvery - took);
  }
}

void CarveLoad::fail(std::string why) {
  std::lock_guard lock(mutex_);
  problem_ = std::move(why);
}

std::vector<double> CarveLoad::take_lobby_ms() {
  std::lock_guard lock(mutex_);
  return std::exchange(lobby_ms_, {});
}

std::string CarveLoad::problem() const {
  std::lock_guard lock(mutex_);
  return problem_;
}

}  // namespace wumpus::bench
