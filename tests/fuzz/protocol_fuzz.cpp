// The shared-play protocol as either end meets it: the first byte picks
// the direction (even: a server reading a client, odd: a client reading a
// server), the rest is the byte stream, split into frames by the decoder
// and each frame decoded into a message. A message that decodes must
// encode to one that decodes again: the fuzzer aborts when it does not.
#include "net/frame.hpp"
#include "net/protocol.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

// A client caps server frames far above what fuzzing can reach; this keeps
// the fuzzer's memory bounded without changing what is parsed.
constexpr std::size_t kFuzzServerFrame = 1 << 20;

template <class Decode>
void round_trip(const nlohmann::json& frame, Decode decode) {
  std::string error;
  const auto message = decode(frame, &error);
  if (!message) return;
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
  decoder.feed(std::string_view(reinterpret_cast<const char*>(data) + 1,
                                size - 1));
  while (auto frame = decoder.next()) {
    if (from_server)
      round_trip(*frame, decode_server);
    else
      round_trip(*frame, decode_client);
  }
  return 0;
}
