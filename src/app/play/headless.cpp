#include "app/play/headless.hpp"

#include "app/commands.hpp"
#include "game_api/kind_label.hpp"
#include "game_api/view_json.hpp"
#include "game_api/view_topology.hpp"
#include "maze/compass.hpp"
#include "maze/topology.hpp"

#include <nlohmann/json.hpp>

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace wumpus::app {
namespace {

using game_api::outcome_name;
using nlohmann::json;

constexpr const char* kViewLine = "view";

std::string_view trimmed(std::string_view line) {
  const auto first = line.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return line.substr(first, line.find_last_not_of(" \t") - first + 1);
}

// The player's room as the view codec writes rooms (passages, things,
// percepts, dark), or null before the first look.
json here_json(const game_api::PlayerView& v) {
  const game_api::RoomView* here = game_api::find_room(v, v.room);
  return here ? game_api::room_to_json(*here) : json(nullptr);
}

// Where each passage from here leads: {"room"}, and on a grid the
// "direction" that `go`, `north`... take to get there.
json exits_json(const game_api::PlayerView& v) {
  json exits = json::array();
  const game_api::RoomView* here = game_api::find_room(v, v.room);
  if (!here) return exits;
  const std::optional<maze::Topology> topology = game_api::view_topology(v);
  for (maze::RoomId next : here->open_rooms) {
    json exit = {{"room", next}};
    if (const auto d = topology ? maze::direction_to(*topology, v.room, next)
                                : std::nullopt)
      exit["direction"] = std::string(maze::direction_name(*d));
    exits.push_back(std::move(exit));
  }
  return exits;
}

// Every other room in sight now, as the codec writes rooms.
json in_sight_json(const game_api::PlayerView& v) {
  json rooms = json::array();
  for (const auto& room : v.rooms)
    if (room.sight == game_api::Sight::Visible && room.room != v.room)
      rooms.push_back(game_api::room_to_json(room));
  return rooms;
}

class Printer {
 public:
  Printer(std::ostream& out, bool json, bool debug)
      : out_(out), json_(json), debug_(debug) {}

  void start(const HeadlessStart& s, const game_api::PlayerView& view) {
    if (json_) {
      emit({{"event", "start"},
            {"preset", s.preset},
            {"seed", s.seed},
            {"grid", view.grid},
            {"width", view.width},
            {"height", view.height},
            {"levels", view.levels},
            {"shape", maze::shape_name(view.shape)},
            {"wrap", maze::wrap_name(view.wrap)},
            {"weave", view.weave},
            {"algorithm", s.algorithm},
            {"rules", s.rules},
            {"player", view.name},
            {"entrance", view.entrance},
            {"exit", view.exit},
            {"room_count", view.room_count},
            {"cave", game_api::cave_to_json(view.cave)}});
    } else {
      out_ << "wumpus: ";
      if (view.grid)
        out_ << view.width << "x" << view.height;
      else if (game_api::is_tiled(view))
        out_ << view.cave.shape;
      else
        out_ << view.width << "-room";
      out_ << " cave, preset " << s.preset << ", seed " << s.seed << ", rules "
           << s.rules << "\n";
    }
  }

  // The whole known map, through the view codec (the `view` line).
  void whole_view(const game_api::PlayerView& v) {
    const json view = game_api::view_to_json(v, false);
    if (json_)
      emit({{"event", "view"}, {"view", view}});
    else
      out_ << view.dump() << "\n";
  }

  void command(const std::string& line) {
    if (json_)
      emit({{"event", "command"}, {"text", line}});
    else
      out_ << "> " << line << "\n";
  }

  void messages(const std::vector<game_api::Message>& messages) {
    for (const auto& m : messages) {
      if (m.kind == "debug" && !debug_) continue;
      if (json_)
        emit({{"event", "message"},
              {"kind", m.kind},
              {"text", m.text},
              {"turn", m.turn}});
      else
        out_ << (m.kind == "debug" ? "[debug] " : "") << m.text << "\n";
    }
  }

  void state(const game_api::PlayerView& v, game_api::Outcome before) {
    if (json_) {
      json event = game_api::player_state_to_json(v);
      event.update({{"event", "state"},
                    {"here", here_json(v)},
                    {"exits", exits_json(v)},
                    {"in_sight", in_sight_json(v)}});
      emit(event);
      if (v.outcome != before && v.outcome != game_api::Outcome::Playing)
        emit({{"event", "end"},
              {"outcome", outcome_name(v.outcome)},
              {"cause", v.cause},
              {"turns", v.turn},
              {"gold", v.gold},
              {"arrows", v.arrows},
              {"score", v.score},
              {"cheated", v.cheating},
              {"advised", v.cave.advised}});
      return;
    }
    out_ << "[room " << v.room;
    const bool polar = game_api::is_tiled(v) && v.shape == maze::Shape::Polar;
    if (polar)
      out_ << " in ring " << v.y;
    else if (v.grid || game_api::is_tiled(v))
      out_ << " at " << v.x << "," << v.y;
    if (v.levels > 1) out_ << "," << v.z;
    if (!polar) out_ << " facing " << maze::direction_name(v.facing);
    out_ << " | turn " << v.turn << " | arrows " << v.arrows << " | gold "
         << v.gold;
    for (const auto& [item, count] : v.items)
      out_ << " | " << game_api::kind_label(v, item) << " " << count;
    out_ << "]\n";
    if (v.outcome != before && v.outcome == game_api::Outcome::Won)
      out_ << "*** You won! Score " << v.score << ".\n";
    if (v.outcome != before && v.outcome == game_api::Outcome::Dead)
      out_ << "*** You died: " << v.cause << ". Score " << v.score << ".\n";
  }

 private:
  void emit(const json& event) { out_ << event.dump() << "\n"; }

  std::ostream& out_;
  bool json_;
  bool debug_;
};

}  // namespace

HeadlessStart headless_start(const game::Game& game) {
  const game::Settings& s = game.settings();
  return {s.preset, s.seed, s.algorithm, game.rules().name()};
}

int run_headless(game_api::TableLink& link, const HeadlessStart& start,
                 std::istream& in, std::ostream& out, bool json,
                 bool debug_mods) {
  Printer printer(out, json, debug_mods);
  const game_api::PlayerView& view = link.view();
  printer.start(start, view);
  printer.messages(view.messages);
  printer.state(view, view.outcome);
  std::uint64_t seen = view.messages.empty() ? 0 : view.messages.back().seq;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    printer.command(line);
    const auto before = link.view().outcome;
    // `view` asks headless play itself, not the game: it costs nothing.
    if (trimmed(line) == kViewLine) {
      printer.whole_view(link.view());
      printer.state(link.view(), before);
      continue;
    }
    link.send(line);
    std::vector<game_api::Message> fresh;
    for (const auto& m : link.view().messages)
      if (m.seq > seen) fresh.push_back(m);
    if (!fresh.empty()) seen = fresh.back().seq;
    printer.messages(fresh);
    printer.state(link.view(), before);
  }
  out.flush();
  return kExitOk;
}

}  // namespace wumpus::app
