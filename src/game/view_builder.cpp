#include "game/view_builder.hpp"

#include "game_api/kind_names.hpp"

#include "game/world/sight.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>

namespace wumpus::game {
namespace {

// Where a room lies: [x,y,z] on a grid, [index,ring,0] on a polar one.
void place_of(const maze::Topology& topology, RoomId room, std::uint32_t* x,
              std::uint32_t* y, std::uint32_t* z) {
  if (topology.shape() == maze::Shape::Polar) {
    *x = topology.index_in_ring(room);
    *y = topology.ring_of(room);
    *z = 0;
    return;
  }
  *x = topology.x_of(room);
  *y = topology.y_of(room);
  *z = topology.z_of(room);
}

// A room's place and passages, which the player learns on seeing it;
// written over `view` (every view rebuilds every room seen, so this
// keeps to the memory the room's list already has).
void fill_shape(const World& world, RoomId room, game_api::RoomView& view) {
  const auto& topology = world.cave().maze().topology();
  view.room = room;
  place_of(topology, room, &view.x, &view.y, &view.z);
  view.open = 0;
  view.open_rooms.clear();
  view.name = world.cave().room_name(room);
  view.description = world.cave().room_description(room);
  if (!world.cave().is_room(room)) return;
  const maze::Maze& maze = world.cave().maze();
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = maze.open_neighbors(room, open);
  for (int i = 0; i < n; ++i) {
    view.open_rooms.push_back(open[i].room);
    if (const auto d = maze::neighbor_direction(topology, room, open[i]))
      view.open |= static_cast<std::uint16_t>(1u << unsigned(*d));
  }
}

void fill_room_view(const World& world, RoomId room, const RoomMemory& memory,
                    bool visible,
                    const std::map<RoomId, game_api::MapMark>& marks,
                    game_api::RoomView& view) {
  fill_shape(world, room, view);
  const auto mark = marks.find(room);
  view.mark = mark == marks.end() ? game_api::MapMark{} : mark->second;
  view.sight = visible ? game_api::Sight::Visible : game_api::Sight::Remembered;
  view.visited = memory.visited;
  view.dark = memory.dark;
  view.things = remembered_things(memory);
  view.percepts = memory.percepts;
  view.absent = memory.absent;
}

// Every room as it is, with what the player learned there.
game_api::Reveal reveal(const World& world, const Player& player) {
  game_api::Reveal reveal;
  for (RoomId room : world.cave().rooms()) {
    game_api::RoomView view;
    fill_shape(world, room, view);
    view.sight = game_api::Sight::Visible;
    view.dark =
        world.properties_of(Owner::room(room)).flag(game_api::builtin::kDark);
    for (ThingId thing : world.things_in(room))
      view.things.push_back(seen_as(world, thing));
    std::sort(view.things.begin(), view.things.end());
    if (const auto memory = player.knowledge.find(room);
        memory != player.knowledge.end()) {
      view.visited = memory->second.visited;
      view.percepts = memory->second.percepts;
    }
    reveal.rooms.push_back(std::move(view));
  }
  reveal.flights = player.flights;
  return reveal;
}

// The cave's shape in words, its size the carved grid's: a mask sets its
// own (the preset's size is not used then).
std::string shape_of(const Settings& s, const maze::Topology& topology) {
  const auto name = [](const std::string& path) {
    return std::filesystem::path(path).stem().string();
  };
  if (!s.graph_file.empty()) return name(s.graph_file) + " graph";
  if (s.shape == maze::Shape::Polar)
    return fmt::format("polar, {} rings", topology.ring_count());
  std::string shape = fmt::format("{}x{}", topology.width(), topology.height());
  if (s.shape != maze::Shape::Square)
    shape = fmt::format("{} {}", maze::shape_name(s.shape), shape);
  if (s.wrap) shape += fmt::format(", wrapped {}", maze::wrap_name(s.wrap));
  if (s.weave) shape += ", woven";
  if (!s.mask_file.empty())
    shape = fmt::format("{} mask {}", name(s.mask_file), shape);
  if (s.levels > 1) shape += fmt::format(", {} levels", s.levels);
  return shape;
}

}  // namespace

void describe_cave_shape(const CaveMap& cave, game_api::PlayerView& view) {
  const auto& topology = cave.maze().topology();
  view.grid = topology.is_plain_grid();
  view.width = topology.width();
  view.height = topology.height();
  view.levels = topology.levels();
  if (topology.kind() != maze::Topology::Kind::Graph) {
    view.shape = topology.shape();
    view.wrap = topology.wrap();
    view.weave = topology.weave();
  }
  if (view.shape == maze::Shape::Polar)
    view.width = topology.ring_count() > 1 ? topology.ring_size(1) : 0;
  view.room_count = topology.room_count();
  view.entrance = cave.entrance();
  view.exit = cave.exit();
}

game_api::CaveInfo describe_cave(const Settings& settings, const World& world,
                                 const World& initial, const Rules& rules) {
  game_api::CaveInfo cave;
  cave.preset = settings.preset;
  cave.shape = shape_of(settings, world.cave().maze().topology());
  cave.algorithm = settings.algorithm;
  cave.braid = settings.braid;
  cave.rules = rules.name();
  cave.rules_version = settings.rules_version;
  cave.replay = settings.replay;
  cave.policy = settings.policy;
  cave.daily = settings.daily;
  cave.seed_chosen = settings.seed_chosen;
  cave.resumed = settings.resumed;
  cave.advised = settings.advised;
  cave.parameters = settings.parameters;
  std::map<std::string, int> counts;
  for (const auto& [id, thing] : initial.things())
    if (thing.room != kNoRoom) ++counts[thing.kind];
  for (const auto& [room, properties] : initial.room_properties())
    if (properties.flag(game_api::builtin::kDark))
      ++counts[game_api::builtin::kDark];
  cave.counts = std::move(counts);
  return cave;
}

game_api::CaveInfo ViewBuilder::cave_info(bool with_seed) const {
  game_api::CaveInfo cave = cave_;
  cave.seed_known = with_seed;
  if (with_seed) cave.seed = settings_.seed;
  return cave;
}

void ViewBuilder::build(game_api::PlayerId id, const MessageStream* messages,
                        game_api::PlayerView& view) const {
  std::vector<game_api::RoomView> rooms = std::move(view.rooms);
  std::vector<game_api::Message> log = std::move(view.messages);
  view = game_api::PlayerView{};
  const Player* p = world_.player(id);
  if (!p) return;
  const auto& topology = world_.cave().maze().topology();
  view.id = id;
  view.name = p->name;
  // A drawn seed would give the layout away (`wumpus solve --seed`); one
  // the player chose, or the day's, is theirs to know from the start.
  view.cave = cave_info(!p->alive || p->won || settings_.seed_chosen ||
                        !settings_.daily.empty());
  describe_cave_shape(world_.cave(), view);
  view.room = p->room;
  place_of(topology, p->room, &view.x, &view.y, &view.z);
  view.facing = p->facing;
  view.turn = p->turns;
  view.arrows = p->arrows;
  view.arrow_range = world_.arrow_range();
  view.arrow_rules = world_.arrow_rules();
  view.gold = p->gold;
  view.items = world_.items(id);
  view.kinds = rules_.looks();
  view.verbs = rules_.verbs();
  view.torch_lit = p->torch_lit;
  if (const auto here = p->knowledge.find(p->room); here != p->knowledge.end())
    view.percepts = here->second.percepts;
  for (const auto& [other_id, other] : world_.players())
    view.goals.gold = view.goals.gold || other.gold > 0;

  const auto sight = rooms_in_sight(world_, id);
  const auto in_sight = [&](RoomId room) {
    return std::find(sight.begin(), sight.end(), room) != sight.end();
  };
  rooms.resize(p->knowledge.size());
  auto slot = rooms.begin();
  for (const auto& [room, memory] : p->knowledge)
    fill_room_view(world_, room, memory, in_sight(room), p->marks, *slot++);
  view.rooms = std::move(rooms);
  if (messages) {
    messages->copy_all(log);
    view.messages = std::move(log);
  }
  for (const auto& [other_id, other] : world_.players())
    if (other_id != id && in_sight(other.room))
      view.others.push_back(
          {other.name, other.room, other.facing, other.alive});

  const auto wumpuses = world_.things_of(game_api::builtin::kWumpus);
  view.wumpus_dead =
      !initial_.things_of(game_api::builtin::kWumpus).empty() &&
      std::none_of(wumpuses.begin(), wumpuses.end(), [&](ThingId thing) {
        return !world_.properties_of(Owner::thing(thing))
                    .flag(game_api::builtin::kDead);
      });
  view.wumpus_awake =
      std::any_of(wumpuses.begin(), wumpuses.end(), [&](ThingId thing) {
        const PropertyBag& properties =
            world_.properties_of(Owner::thing(thing));
        return properties.flag(game_api::builtin::kAwake) &&
               !properties.flag(game_api::builtin::kDead);
      });
  view.outcome = p->won     ? game_api::Outcome::Won
                 : p->alive ? game_api::Outcome::Playing
                            : game_api::Outcome::Dead;
  view.cause = p->cause;
  view.killed_by = p->killed_by;
  view.score = score(id).points;
  if (view.outcome != game_api::Outcome::Playing)
    view.reveal = reveal(world_, *p);
  view.cheating = settings_.show_path;
  if (settings_.show_path) view.solution = world_.cave().solution();
}

Score ViewBuilder::score(game_api::PlayerId id) const {
  Score score;
  const Player* p = world_.player(id);
  if (!p) return score;
  score.gold = p->gold;
  score.arrows = p->arrows;
  score.turns = p->turns;
  score.cause = p->cause;
  score.won = p->won;
  score.cheated = settings_.show_path;
  // The rules count the points (scripts/score.lua); a failing formula is
  // reported by the rules and counts nothing rather than stop the game.
  RuleError failure;
  if (!rules_.score(world_, id, &score.points, &failure)) score.points = 0;
  return score;
}

}  // namespace wumpus::game
