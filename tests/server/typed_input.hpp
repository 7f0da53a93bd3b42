// What a test client sends for a line its player typed: the line parsed
// (a mod's verbs aside), as RemoteLink sends it.
#pragma once

#include "net/protocol.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

namespace wumpus::server::testing {

inline net::Act typed(std::string_view line) {
  std::string error;
  auto input = game_api::parse_input(line, &error);
  INFO(error);
  REQUIRE(input);
  return net::Act{std::move(*input)};
}

}  // namespace wumpus::server::testing
