// The shared-play protocol's messages, both ways, as typed values. Every
// decode validates types, ranges and sizes; a message that fails is the
// sender's fault and the receiver drops that connection alone.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "net/view_delta.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace wumpus::net {

// 2: views after a seat's first may come as deltas (net/view_delta.hpp).
// 3: a delta carries only the view's fields that changed, not all of them.
// 4: a cave is created with a mask and mods; the welcome lists the mods
//    the server offers; a view carries the looks of the rules' kinds.
// 5: caves of every room tiling: a view says its "shape", "wrap" and
//    "weave"; a room's "open" bits and a "facing" include the diagonals
//    ("northeast", ...), so "open" is up to 1023, no longer one byte.
// 6: a client sends a command or request parsed ("command", "request"),
//    no longer the line as typed ("line"); "watch NAME" is a request the
//    server answers.
// 7: moderators' "kick" and "mute" requests.
// 8: a kind's looks may say its percept's looks ("percept",
//    "percept_glyph", "percept_colour"), "counted" and "hazard"; a room's
//    "absent": kinds the rules told the player are not there; score lines
//    and a view's cave name the rules version the game was played under
//    ("rules_version").
// A client of another version is told so and let go at its hello.
inline constexpr int kProtocolVersion = 8;

// The most mods a server offers or a cave plays, and the longest
// description of one it sends.
inline constexpr std::size_t kMaxMods = 64;
inline constexpr std::size_t kMaxModDescription = 1024;

// A cave as its creator asks for it (every start-menu option); zero or
// empty fields keep the preset's.
struct CaveOptions {
  std::string preset = "classic";
  std::uint32_t size = 0;
  std::uint32_t levels = 0;
  std::string algorithm;
  // A shipped mask ("ring") or room graph ("dodecahedron") by name, never
  // a path: a server opens no player's files.
  std::string mask, graph;
  // The rooms' tiling (square, hex, triangle, polar, upsilon, zeta), wrap
  // ("", x, y, xy) and weave; empty and false: the preset's.
  std::string shape, wrap;
  bool weave = false;
  double braid = -1;
  // The mods to play, by name, from those the server offers; none given:
  // the server's defaults.
  std::optional<std::vector<std::string>> mods;
  // Mods' settings the creator changed: "fellowship.beacons" -> "4"
  // (optional on the wire); the server checks them as --set does.
  std::map<std::string, std::string> settings{};
  bool is_private = false;  // listed, but only its players may join
  std::uint32_t deadline_seconds = 30;
};

// --- client to server ---
struct Hello {
  int version = kProtocolVersion;
  std::string name;            // trusted only from the hosting account
  std::string token;           // from an earlier welcome: resume that seat
  std::uint64_t last_seq = 0;  // with the token: messages seen already
};
struct ListCaves {};
struct CreateCave {
  CaveOptions options;
};
struct JoinCave {
  std::uint32_t cave = 0;
};
struct WatchCave {
  std::uint32_t cave = 0;
  std::string player;
};
// What the player typed, parsed by the client; the server checks it
// (game_api/input_json.hpp) and decides what a spectator may do.
struct Act {
  game_api::Input input;
};
struct Leave {};
struct AskScores {
  // A daily cave's day ("2026-11-26"): that day's table; "" the table of
  // every other game. (Optional on the wire: older servers send theirs.)
  std::string daily;
};
using ClientMessage = std::variant<Hello, ListCaves, CreateCave, JoinCave,
                                   WatchCave, Act, Leave, AskScores>;

nlohmann::json encode(const ClientMessage& message);
std::optional<ClientMessage> decode_client(const nlohmann::json& json,
                                           std::string* error);

// --- server to client ---
struct CaveSummary {
  std::uint32_t id = 0;
  std::string owner;
  std::vector<std::string> players;
  std::string shape;
  std::string preset;
  std::uint32_t turn = 0;
  std::string state;  // "playing", "won", "lost"
  bool is_private = false;
  std::uint32_t spectators = 0;
  std::uint32_t idle_seconds = 0;  // since anyone's last input
  // Added after protocol 4 came out, so optional on the wire: the round
  // the cave has reached, who watches it, and whether its owner invited
  // the player this list was made for.
  std::uint32_t round = 0;
  std::vector<std::string> watchers;
  bool invited = false;
};
struct ScoreLine {
  std::string name;
  int points = 0;
  bool won = false;
  std::string cause;
  std::uint32_t turns = 0;
  std::string cave;
  // Optional on the wire (older servers send none of them).
  std::string preset{};
  game_api::GuessPolicy policy = game_api::GuessPolicy::Guess;
  bool replay = false;
  int rules_version = 1;  // since protocol 8
};

// A mod a server lets its players pick for a new cave.
struct ModOffer {
  std::string name;
  std::string description;  // from its mod.conf; may be empty
  // Its mod.conf's settings, name and default, in order (optional on the
  // wire: older servers send none).
  std::vector<std::pair<std::string, std::string>> settings{};
  friend bool operator==(const ModOffer&, const ModOffer&) = default;
};
struct ModCatalog {
  std::vector<ModOffer> offered;
  std::vector<std::string> defaults;  // what a cave plays unless picked
  friend bool operator==(const ModCatalog&, const ModCatalog&) = default;
};

struct Welcome {
  std::string name;
  std::string token;
  ModCatalog mods;
};
struct Lobby {
  std::vector<CaveSummary> caves;
};
struct Scores {
  std::vector<ScoreLine> best;
};
struct Seated {
  std::uint32_t cave = 0;
  bool watching = false;
};
struct ViewUpdate {
  game_api::PlayerView view;  // messages travel apart
};
// ViewDelta (net/view_delta.hpp): the changes since the view sent last.
struct NewMessages {
  std::vector<game_api::Message> messages;
};
// A refusal's reason code ("request-rate", "cave-size"...) tells a bot
// what went wrong; a client shows it beside the text. Older servers send
// none and older clients ignore it, so it needed no new version.
struct Problem {
  Problem() = default;
  explicit Problem(std::string text, std::string code = {})
      : text(std::move(text)), code(std::move(code)) {}
  std::string text;  // a request refused; the connection stays
  std::string code;
};
// The codes of a Bye the client acts on (the others it only shows).
namespace reason {
// The server is stopping, a restart as often as not: the client keeps
// trying to come back.
inline constexpr const char* kServerStopping = "server-stopping";
}  // namespace reason

struct Bye {
  Bye() = default;
  explicit Bye(std::string reason, std::string code = {})
      : reason(std::move(reason)), code(std::move(code)) {}
  std::string reason;  // the server closes the connection
  std::string code;
};
// What a player is shown of a problem or a goodbye: "text (code)".
std::string shown(const std::string& text, const std::string& code);
using ServerMessage = std::variant<Welcome, Lobby, Scores, Seated, ViewUpdate,
                                   ViewDelta, NewMessages, Problem, Bye>;

nlohmann::json encode(const ServerMessage& message);
// The "view" message (ViewUpdate) of a view the caller keeps: a server
// sends one view to many clients and copies none into a message.
nlohmann::json encode_view(const game_api::PlayerView& view);
std::optional<ServerMessage> decode_server(const nlohmann::json& json,
                                           std::string* error);

}  // namespace wumpus::net
