#include "game/message_stream.hpp"

#include <algorithm>
#include <iterator>

namespace wumpus::game {

std::uint64_t MessageStream::push(game_api::Message message) {
  message.seq = next_seq_++;
  kept_.push_back(std::move(message));
  if (kept_.size() > kKeep) kept_.pop_front();
  return kept_.back().seq;
}

std::vector<game_api::Message> MessageStream::since(std::uint64_t seq) const {
  // Asked after every change, for the newest few or none: walked from
  // the end, it costs what it returns.
  auto first = kept_.end();
  while (first != kept_.begin() && std::prev(first)->seq > seq) --first;
  return {first, kept_.end()};
}

void MessageStream::restore(std::vector<game_api::Message> kept,
                            std::uint64_t next_seq) {
  kept_.assign(kept.begin(), kept.end());
  if (kept_.size() > kKeep)
    kept_.erase(kept_.begin(),
                kept_.end() - static_cast<std::ptrdiff_t>(kKeep));
  next_seq_ = std::max<std::uint64_t>(next_seq, kept_.size() + 1);
  std::uint64_t seq = next_seq_ - kept_.size();
  for (auto& m : kept_) m.seq = seq++;
}

}  // namespace wumpus::game
