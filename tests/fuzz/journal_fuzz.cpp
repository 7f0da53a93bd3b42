// A server cave's journal file (game::parse_journal), as a resume reads
// it: the seeds' header names the id asked for, so mutations reach the
// entries.
#include "game/saves/journal_file.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  constexpr std::uint64_t kSeedsId = 0x0123456789abcdef;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<wumpus::game::LogEntry> entries;
  std::string error;
  for (const std::uint64_t count : {0, 3, 100000})
    wumpus::game::parse_journal(text, "fuzz", kSeedsId, count, &entries,
                                &error);
  return 0;
}
