// Frames: split anywhere, capped before buffering, depth-limited.
#include "net/wire_frame.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using nlohmann::json;

TEST_CASE("frames survive being cut at every byte", "[net][frame]") {
  const json first = {{"type", "line"}, {"text", "east"}};
  const json second = {{"type", "list"}};
  const std::string bytes =
      net::encode_frame(first) + net::encode_frame(second);
  for (std::size_t cut = 0; cut <= bytes.size(); ++cut) {
    net::FrameDecoder decoder(1024);
    decoder.feed(std::string_view(bytes).substr(0, cut));
    std::vector<json> got;
    while (auto m = decoder.next()) got.push_back(*m);
    decoder.feed(std::string_view(bytes).substr(cut));
    while (auto m = decoder.next()) got.push_back(*m);
    INFO("cut at " << cut);
    REQUIRE(got.size() == 2);
    CHECK(got[0] == first);
    CHECK(got[1] == second);
    CHECK_FALSE(decoder.broken());
    CHECK(decoder.buffered() == 0);
  }
}

TEST_CASE("an oversized frame breaks the stream before it is read",
          "[net][frame]") {
  net::FrameDecoder decoder(100);
  decoder.feed(std::string("\x00\x01\x00\x00", 4));  // 65536 bytes announced
  CHECK_FALSE(decoder.next());
  CHECK(decoder.broken());
  CHECK(decoder.error().find("over the limit") != std::string::npos);
  CHECK(decoder.buffered() == 4);
  CHECK_FALSE(decoder.feed("more"));
}

TEST_CASE("bad or too deep JSON breaks the stream", "[net][frame]") {
  {
    net::FrameDecoder decoder(1024);
    decoder.feed(net::encode_frame_text("{not json"));
    CHECK_FALSE(decoder.next());
    CHECK(decoder.error().find("not valid JSON") != std::string::npos);
  }
  {
    net::FrameDecoder decoder(1 << 20);
    decoder.feed(net::encode_frame_text(std::string(100000, '[') +
                                        std::string(100000, ']')));
    CHECK_FALSE(decoder.next());
    CHECK(decoder.error().find("deeper") != std::string::npos);
  }
}
