// One player's message log: numbered from 1, bounded to the newest
// messages, so a long game stays small and a reconnecting client can ask
// for everything after the last number it saw.
#pragma once

#include "game_api/player_view.hpp"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <vector>

namespace wumpus::game {

class MessageStream {
 public:
  // Enough scrollback for any screen, small enough to save and send.
  static constexpr std::size_t kKeep = 1000;
  // What a save keeps: a server saves every cave every few seconds, and a
  // save's size (and cost) must not grow with the scrollback.
  static constexpr std::size_t kSaved = 200;

  // Numbers the message and keeps it; returns its number.
  std::uint64_t push(game_api::Message message);
  // Every kept message numbered after `seq`, oldest first.
  std::vector<game_api::Message> since(std::uint64_t seq) const;
  // The newest `count` kept messages, oldest first.
  std::vector<game_api::Message> newest(std::size_t count) const {
    return {kept_.end() -
                static_cast<std::ptrdiff_t>(std::min(count, kept_.size())),
            kept_.end()};
  }
  // The same over `out`, reusing its memory.
  void copy_all(std::vector<game_api::Message>& out) const {
    out.assign(kept_.begin(), kept_.end());
  }
  std::uint64_t last_seq() const { return next_seq_ - 1; }
  std::size_t size() const { return kept_.size(); }

  // For saves: the kept messages (numbered) and the next number.
  void restore(std::vector<game_api::Message> kept, std::uint64_t next_seq);
  std::uint64_t next_seq() const { return next_seq_; }

 private:
  std::deque<game_api::Message> kept_;
  std::uint64_t next_seq_ = 1;
};

}  // namespace wumpus::game
