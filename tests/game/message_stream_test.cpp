// A player's message log answers "everything after N" from its end (it
// is asked after every change): checked against the plain filter of the
// kept messages, over logs short, full and restored with gaps.
#include "game/message_stream.hpp"

#include <catch2/catch.hpp>
#include <pcg_random.hpp>

using namespace wumpus;

TEST_CASE("message stream: since(N) is every kept message after N",
          "[game][messages]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    pcg32 draw(seed);
    game::MessageStream stream;
    if (seed % 4 == 0) {
      // A save's kept messages need not be numbered one after another.
      std::vector<game_api::Message> kept;
      for (std::uint64_t seq = 3; seq < 60; seq += 1 + draw(3)) {
        kept.push_back({});
        kept.back().seq = seq;
      }
      stream.restore(kept, 70);
    }
    const auto pushed = draw(2 * game::MessageStream::kKeep);
    for (std::uint32_t i = 0; i < pushed; ++i) {
      game_api::Message message;
      message.text = std::to_string(i);
      stream.push(std::move(message));
    }
    const auto all = stream.newest(stream.size());
    for (int ask = 0; ask < 50; ++ask) {
      const std::uint64_t after =
          draw(static_cast<std::uint32_t>(stream.last_seq() + 3));
      std::vector<std::uint64_t> expected, got;
      for (const auto& message : all)
        if (message.seq > after) expected.push_back(message.seq);
      for (const auto& message : stream.since(after))
        got.push_back(message.seq);
      INFO("seed " << seed << ", after " << after);
      CHECK(got == expected);
    }
  }
}
