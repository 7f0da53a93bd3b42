#include "script/rules_fingerprint.hpp"

#include "base/hex.hpp"

#include <algorithm>

namespace wumpus::script {
namespace {

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;

void hash_into(std::uint64_t* hash, const std::string& bytes) {
  for (unsigned char c : bytes) {
    *hash ^= c;
    *hash *= 0x100000001b3ULL;
  }
  *hash ^= 0xff;  // a separator, so "ab"+"c" differs from "a"+"bc"
  *hash *= 0x100000001b3ULL;
}

// Built-in rule sets, by their count of compared files and running hash
// after the last of them, whose play a later set of the same version
// repeats exactly. Add a pair when a change to scripts/ keeps every game
// the same (the saves and recordings of tests/compat load and replay to
// the same worlds) and the version is not yet frozen; when it changes
// what happens, raise the version (scripts/README.md, "Rules versions").
struct Generation {
  std::size_t files;
  std::uint64_t hash;
};
struct SamePlay {
  Generation then, now;
};
constexpr SamePlay kSamePlay[] = {
    // Version 1: the hooks of pit, bats, wumpus, gold, rope and torch
    // declare gates (near, tick_while).
    {{9, 0x9f12fa300ab4cad9ULL}, {9, 0x52c03156f1677eb9ULL}},
};

}  // namespace

std::string file_hash(const std::string& content) {
  std::uint64_t hash = kFnvOffset;
  hash_into(&hash, content);
  return base::hex64(hash);
}

std::vector<RulesFingerprint::Running> RulesFingerprint::earlier(
    const Running& built_ins) {
  // Transitively: a set that plays as one that plays as today's.
  std::vector<Running> found{built_ins};
  for (std::size_t i = 0; i < found.size(); ++i)
    for (const SamePlay& pair : kSamePlay)
      if (pair.now.files == found[i].files && pair.now.hash == found[i].hash &&
          std::none_of(found.begin(), found.end(), [&](const Running& r) {
            return r.files == pair.then.files && r.hash == pair.then.hash;
          }))
        found.push_back({pair.then.files, pair.then.hash});
  found.erase(found.begin());
  return found;
}

void RulesFingerprint::add(const std::string& file, const std::string& content,
                           bool built_in) {
  if (!built_in && !mods_started_) {
    earlier_ = earlier(all_);
    mods_started_ = true;
  }
  const auto step = [&](Running& running) {
    hash_into(&running.hash, file);
    hash_into(&running.hash, content);
    ++running.files;
  };
  step(all_);
  for (Running& running : earlier_) step(running);
}

std::string RulesFingerprint::fingerprint() const {
  return "lua:" + std::to_string(all_.files) + ":" + base::hex64(all_.hash);
}

std::vector<std::string> RulesFingerprint::same_play() const {
  std::vector<std::string> out;
  for (const Running& running : mods_started_ ? earlier_ : earlier(all_))
    out.push_back("lua:" + std::to_string(running.files) + ":" +
                  base::hex64(running.hash));
  return out;
}

}  // namespace wumpus::script
