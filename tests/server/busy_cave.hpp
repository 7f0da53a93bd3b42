// A server whose first cave, alice's, a test can keep busy on its
// strand, its mutex held, while it checks what the loop still answers.
#pragma once

#include "server/held_gate.hpp"
#include "server/server_fixture.hpp"

#include <atomic>

namespace wumpus::server::testing {

// Alice's cave, whose strand the first view counted after hold() waits
// at the gate in (a score is counted for every view), its mutex held.
struct BusyCave {
  explicit BusyCave(const char* dir)
      : running(temp_dir(dir), {}, [this](server::ServerSetup& setup) {
          setup.create = [this](const net::CaveOptions& options,
                                std::string* error) {
            auto rules = std::make_shared<game::testing::FakeRules>();
            rules->on_score = [this] {
              if (holding.exchange(false)) gate.enter_and_wait();
            };
            return game::Game::create(
                game::testing::small_settings(11, options.size), rules, error);
          };
        }) {}
  ~BusyCave() { gate.open(); }  // however the test ends: the server stops

  // Alice moves, and her cave's strand stays busy with it until let go.
  void hold() {
    holding = true;
    alice->send(typed("east"));
    REQUIRE(gate.entered_within(std::chrono::seconds(3)));
  }

  HeldGate gate;
  std::atomic<bool> holding{false};
  RunningServer running;
  std::unique_ptr<net::Client> alice = connect(running, "alice");
  std::uint32_t cave = create_cave(*alice, false, 5);
};

}  // namespace wumpus::server::testing
