// The shared-play protocol as either end meets it: the first byte picks
// the direction (even: a server reading a client, odd: a client reading a
// server), the rest is the byte stream, split into frames by the decoder
// and each frame decoded into a message. A message that decodes must
// encode to one that decodes again, and a command or request that passes
// the server's check must be one typing makes (its canonical text parses
// back to it, as the game's log needs): the fuzzer aborts when not.
#include "game_api/input_check.hpp"
#include "net/protocol.hpp"
#include "net/wire_frame.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

namespace {

// A client caps server frames far above what fuzzing can reach; this keeps
// the fuzzer's memory bounded without changing what is parsed.
constexpr std::size_t kFuzzServerFrame = 1 << 20;

void abort_unless_typeable(const wumpus::net::ClientMessage& message) {
  using namespace wumpus::game_api;
  const auto* act = std::get_if<wumpus::net::Act>(&message);
  if (!act) return;
  const auto* command = std::get_if<Command>(&act->input);
  // A mod's verb is typeable when the game has it, with what it takes.
  for (const VerbArgs args :
       {VerbArgs::None, VerbArgs::Word, VerbArgs::Room, VerbArgs::Text}) {
    const VerbSpecs verbs =
        command ? VerbSpecs{{command->name, "", args}} : VerbSpecs{};
    if (command && !check_verb_use(*command, verbs, nullptr)) continue;
    std::string error;
    const std::string text = format_input(act->input);
    const auto typed = parse_input(text, &error, verbs);
    if (!typed || !(*typed == act->input)) {
      std::fprintf(stderr, "\"%s\" passed the check but does not parse back\n",
                   text.c_str());
      std::abort();
    }
  }
}

template <class Decode>
void round_trip(const nlohmann::json& frame, Decode decode) {
  std::string error;
  const auto message = decode(frame, &error);
  if (!message) return;
  if constexpr (std::is_same_v<std::decay_t<decltype(*message)>,
                               wumpus::net::ClientMessage>)
    abort_unless_typeable(*message);
  const auto again = decode(wumpus::net::encode(*message), &error);
  if (!again) {
    std::fprintf(stderr, "a decoded message does not decode again: %s\n",
                 error.c_str());
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  using namespace wumpus::net;
  if (size == 0) return 0;
  const bool from_server = data[0] % 2 == 1;
  FrameDecoder decoder(from_server ? kFuzzServerFrame : kMaxClientFrame);
  decoder.feed(
      std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  while (auto frame = decoder.next()) {
    if (from_server)
      round_trip(*frame, decode_server);
    else
      round_trip(*frame, decode_client);
  }
  return 0;
}
