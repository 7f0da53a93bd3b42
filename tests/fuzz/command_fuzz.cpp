// Typed lines (game_api/command.hpp), from players, scripts and network
// clients. What parses must come back from its canonical text unchanged,
// as the header promises; and what parses from a line made printable, as
// every front end sends it, must pass the server's check and cross the
// wire (protocol 6) unchanged: the fuzzer aborts when it does not.
#include "base/printable.hpp"
#include "game_api/command.hpp"
#include "game_api/input_check.hpp"
#include "game_api/input_json.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  using namespace wumpus::game_api;
  std::string error;
  const auto input = parse_input(
      std::string_view(reinterpret_cast<const char*>(data), size), &error);
  if (!input) return 0;
  const std::string text = format_input(*input);
  const auto again = parse_input(text, &error);
  if (!again || !(*again == *input)) {
    std::fprintf(stderr, "canonical text \"%s\" does not parse back\n",
                 text.c_str());
    std::abort();
  }
  // Longer lines may hold an argument past the check's bounds; a client
  // refuses those before sending (net/remote_link.cpp).
  constexpr std::size_t kLongestChecked = 1000;
  const std::string line = wumpus::base::printable(
      std::string_view(reinterpret_cast<const char*>(data), size));
  const auto typed = parse_input(line, &error);
  if (!typed || line.size() > kLongestChecked) return 0;
  const auto wired = input_from_json(input_to_json(*typed), &error);
  if (!check_input(*typed, &error) || !wired || !(*wired == *typed)) {
    std::fprintf(stderr, "\"%s\" does not cross the wire: %s\n", line.c_str(),
                 error.c_str());
    std::abort();
  }
  return 0;
}
