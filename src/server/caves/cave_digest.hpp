// What the event loop reads of a cave without waiting for its mutex: the
// lobby's line for it and who holds an unfinished seat there. A cave's
// strand may hold the mutex for a while (a big cave's save or view),
// and a loop waiting for it would hold up every connection; so each
// change the cave publishes leaves a fresh digest, which the loop copies
// under a lock held for no longer than that.
#pragma once

#include "game/table/table.hpp"
#include "net/protocol.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace wumpus::server {

struct Cave;

struct CaveDigest {
  // What it was made from: the table's version and the cave's watchers.
  std::uint64_t version = 0;
  std::size_t recipients = 0;
  // The lobby's line, but for idle_seconds and invited, which depend on
  // when and for whom the list is made.
  net::CaveSummary summary;
  game::Time last_input{};
  std::set<std::string> invited;  // folded names
  std::set<std::string> playing;  // folded names of seats whose game goes on
  // Requests asked for and not yet agreed, each with its proposer's
  // folded name: who else asks one of these agrees with its proposer,
  // who alone is charged for it (request_guard.hpp).
  std::map<std::string, std::string> open_votes;
};

class DigestSlot {
 public:
  std::shared_ptr<const CaveDigest> get() const {
    std::lock_guard lock(mutex_);
    return digest_;
  }
  void set(std::shared_ptr<const CaveDigest> digest) {
    std::lock_guard lock(mutex_);
    digest_ = std::move(digest);
  }

 private:
  mutable std::mutex mutex_;
  std::shared_ptr<const CaveDigest> digest_;
};

// Makes the cave's digest anew when the cave changed since the last; the
// cave's mutex held.
void refresh_digest(Cave& cave);

}  // namespace wumpus::server
