// The fingerprint of a rule set, which saves and recordings keep to be
// sure they are played on under the rules that made them; and the
// fingerprints of earlier built-in rules that play exactly as a set does,
// so that a change which keeps play (a hint to the engine, a comment)
// keeps the games made before it loading. A change of play raises the
// rules' version instead (script/rules_version.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace wumpus::script {

// FNV-1a, 64 bits, of one file's text, in hex: how a save names a file's
// version.
std::string file_hash(const std::string& content);

class RulesFingerprint {
 public:
  // The rule files in load order, the built-in ones first.
  void add(const std::string& file, const std::string& content, bool built_in);
  std::string fingerprint() const;
  // What earlier built-in rules with the same mods would have given.
  std::vector<std::string> same_play() const;

 private:
  struct Running {
    std::size_t files = 0;
    std::uint64_t hash = 0xcbf29ce484222325ULL;
  };
  // The earlier generations of the built-in rules that play as `built_ins`.
  static std::vector<Running> earlier(const Running& built_ins);

  Running all_;
  std::vector<Running> earlier_;  // once the first mod file came
  bool mods_started_ = false;
};

}  // namespace wumpus::script
